// Payment providers for report orders (decision 043): card checkout and KHQR. The built-in "test" provider works
// like a card processor's test mode — a few documented numbers succeed or decline, every other number is refused,
// nothing is ever charged — and draws a test KHQR whose payment a staff member confirms by hand.
import { TEST_CARDS, type KhqrInstructions, type ReportCardPayment } from '@/lib/contract/reports';
import { ApiError } from '../../api/errors';
import { getConfig } from '../../config';
import { khqrPayload } from './khqr';

export interface CardCharge {
  /** Whole US dollars. */
  amount: number;
  card: ReportCardPayment;
  /** Unique per attempt: a provider that sees the same key twice must answer the first result again. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { ok: true; reference: string; last4: string; brand: string }
  | { ok: false; code: string; message: string; last4: string; brand: string };

export interface PaymentProvider {
  readonly name: string;
  /** True when nothing is really charged (test cards, a test QR). */
  readonly test: boolean;
  chargeCard(charge: CardCharge): Promise<ChargeResult>;
  /** What the buyer scans for a KHQR order. */
  khqrInstructions(order: { id: number; amount: number; created_at: Date }): KhqrInstructions;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(62|81)/.test(number)) return 'UnionPay';
  if (/^35/.test(number)) return 'JCB';
  return 'Card';
}

const DECLINES: Record<string, { code: string; message: string }> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined. Try another card.' },
  [TEST_CARDS.insufficient_funds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds. Try another card.',
  },
  [TEST_CARDS.expired]: { code: 'expired_card', message: 'Your card has expired. Try another card.' },
  [TEST_CARDS.incorrect_cvc]: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
const APPROVED = new Set<string>([TEST_CARDS.success, TEST_CARDS.success_mastercard]);

/** The test merchant's account and city in the KHQR; the name shown is the brand's. */
const KHQR_MERCHANT = { city: 'Phnom Penh', account: 'reports@test' };

export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    test: true,
    chargeCard({ card, idempotencyKey }) {
      const number = card.card_number;
      const common = { last4: number.slice(-4), brand: cardBrand(number) };
      if (APPROVED.has(number)) return Promise.resolve({ ok: true, reference: `test_ch_${idempotencyKey}`, ...common });
      const decline = DECLINES[number] ?? {
        code: 'test_mode_live_card',
        message:
          'This is the test payment provider: real cards are never charged. Use the test card 4242 4242 4242 4242.',
      };
      return Promise.resolve({ ok: false, ...decline, ...common });
    },
    khqrInstructions(order) {
      const reference = `RPT-${String(order.id).padStart(6, '0')}`;
      const merchantName = getConfig().BRAND_NAME;
      return {
        payload: khqrPayload({
          account: KHQR_MERCHANT.account,
          merchantName,
          city: KHQR_MERCHANT.city,
          amount: order.amount,
          billNumber: reference,
          createdAt: order.created_at,
        }),
        merchant_name: merchantName,
        amount: order.amount,
        currency: 'USD',
        reference,
        test: true,
      };
    },
  };
}

const FACTORIES: Record<string, () => PaymentProvider> = { test: createTestPaymentProvider };
const made = new Map<string, PaymentProvider>();

/** Makes a processor's provider available under `name` (named in PAYMENTS_PROVIDER to be used). */
export function registerPaymentProvider(name: string, factory: () => PaymentProvider): void {
  FACTORIES[name] = factory;
  made.delete(name);
}

/** The configured payment provider (PAYMENTS_PROVIDER), or a 503 when this build does not have it. */
export function paymentProvider(): PaymentProvider {
  const name = getConfig().PAYMENTS_PROVIDER;
  let provider = made.get(name);
  if (!provider) {
    const factory = FACTORIES[name];
    if (!factory) throw ApiError.unavailable(`The payment provider "${name}" is not installed on this server.`, 60);
    provider = factory();
    made.set(name, provider);
  }
  return provider;
}
