// What the card form shows while the buyer types: the number in groups of four (American Express 4-6-5) and the
// expiry as MM/YY, so a mistyped digit is easy to spot. Only the digits are sent.

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242'; '378282246310005' → '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** '1', '12', '122', '1228' → '1', '12', '12/2', '12/28'; a leading 2–9 is a month: '4' → '04'. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
