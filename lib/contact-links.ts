// The office's phone and its Telegram, WhatsApp and social pages: configuration of the deployment (environment
// variables read on the server by the root layout, handed to the site through ContactLinksProvider). Defaults: the
// office number, and Telegram and WhatsApp chats with that number; a social page without a variable is not shown.
import { formatPhone, telHref } from './phone';
import { normalizePhone } from './contract/phone-number';

export const DEFAULT_OFFICE_PHONE = '+855 23 888 168';

export interface SocialLink {
  label: 'Facebook' | 'YouTube' | 'Instagram' | 'Telegram';
  href: string;
}

export interface ContactLinks {
  /** As people read it: +855 23 888 168. */
  phone: string;
  /** tel:+85523888168 */
  phoneHref: string;
  telegramHref: string;
  whatsappHref: string;
  /** The pages the footer links to, only those configured (Telegram always). */
  social: SocialLink[];
}

/** An https address, or null for anything else (a typo must not become a link to somewhere unexpected). */
function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A Telegram username (`@name`, `name`) or a t.me link; the office number's chat by default. */
function telegramHref(value: string | undefined, phone: string): string {
  const name = value?.trim().replace(/^@/, '');
  if (name && /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name)) return `https://t.me/${name}`;
  return httpsUrl(value) ?? `https://t.me/${phone}`;
}

/** Pure: the server passes its environment; `{}` gives the defaults. */
export function contactLinks(env: Record<string, string | undefined>): ContactLinks {
  const phone = normalizePhone(env.CONTACT_PHONE ?? '') ?? (normalizePhone(DEFAULT_OFFICE_PHONE) as string);
  const whatsapp = normalizePhone(env.CONTACT_WHATSAPP ?? '') ?? phone;
  const telegram = telegramHref(env.CONTACT_TELEGRAM, phone);
  const optional: SocialLink[] = [
    { label: 'Facebook', href: httpsUrl(env.CONTACT_FACEBOOK) ?? '' },
    { label: 'YouTube', href: httpsUrl(env.CONTACT_YOUTUBE) ?? '' },
    { label: 'Instagram', href: httpsUrl(env.CONTACT_INSTAGRAM) ?? '' },
  ];
  return {
    phone: formatPhone(phone),
    phoneHref: telHref(phone),
    telegramHref: telegram,
    whatsappHref: `https://wa.me/${whatsapp.slice(1)}`,
    social: [...optional.filter((link) => link.href), { label: 'Telegram', href: telegram }],
  };
}
