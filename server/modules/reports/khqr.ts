// KHQR payloads: Cambodia's national QR payment standard is an EMVCo merchant-presented QR (tag-length-value
// fields, CRC-16/CCITT-FALSE over everything up to the CRC's own tag). The test provider's payload has the real
// shape with a test account, so any QR reader shows merchant, amount and reference, and no bank can pay it.

function field(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo QR codes use, in 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface KhqrInput {
  /** The Bakong account id (`name@bank`). */
  account: string;
  merchantName: string;
  city: string;
  /** Whole US dollars. */
  amount: number;
  billNumber: string;
  createdAt: Date;
}

/** A dynamic (one payment) KHQR for `amount` USD. */
export function khqrPayload(input: KhqrInput): string {
  const body =
    field('00', '01') + // payload format indicator
    field('01', '12') + // dynamic: one payment of this amount
    field('29', field('00', input.account)) + // individual merchant account (Bakong id)
    field('52', '5999') + // merchant category: miscellaneous retail
    field('53', '840') + // currency: USD
    field('54', input.amount.toFixed(2)) +
    field('58', 'KH') +
    field('59', input.merchantName.slice(0, 25)) +
    field('60', input.city.slice(0, 15)) +
    field('62', field('01', input.billNumber)) + // additional data: bill number
    field('99', field('00', String(input.createdAt.getTime()))) + // timestamp of the QR
    '6304';
  return body + crc16(body);
}
