// Phone numbers as people read them (+855 17 217 919) and as phones dial them (tel:+85517217919): one formatter for
// every place the site shows a number.
import { normalizePhone } from './contract/phone-number';

/** Digits after the country code, grouped as numbers are said in Cambodia (2-3-3 or 2-3-4) and North America (3-3-4). */
function group(country: string, rest: string): string | null {
  if (country === '855' && /^\d{8,9}$/.test(rest)) return `${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
  if (country === '1' && /^\d{10}$/.test(rest)) return `${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6)}`;
  return null;
}

/** `+855 17 217 919` from any way of writing it (017217919, 855-17-217-919, +85517217919); other text as given. */
export function formatPhone(phone: string): string {
  const international = normalizePhone(phone);
  if (!international) return phone.trim();
  for (const country of ['855', '1']) {
    if (!international.startsWith(`+${country}`)) continue;
    const grouped = group(country, international.slice(country.length + 1));
    if (grouped) return `+${country} ${grouped}`;
  }
  return international;
}

/** The `tel:` link of a number written any of those ways. */
export function telHref(phone: string): string {
  return `tel:${normalizePhone(phone) ?? phone.replace(/[^+\d]/g, '')}`;
}
