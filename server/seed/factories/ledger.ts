// A car's money: the customer's ledger entries (charges as each step happens, deposits and payments) and the summary
// report's cost columns, which are those same entries added up by kind, so the two can never disagree.
import type { Faker } from '@faker-js/faker';
import type { balanceReports, summaryReports } from '../../db/schema';
import { addDays, isoDate } from '../random';
import { stageIndex, type Stage } from './timeline';

export type BalanceRow = typeof balanceReports.$inferInsert & { id: number };
export type SummaryRow = typeof summaryReports.$inferInsert & { id: number };

/** The summary report's charge columns and the description every ledger entry of that kind starts with. */
export const CHARGE_KINDS = {
  car_price: 'Vehicle price',
  auction_fees: 'Auction fees',
  towing: 'Inland towing',
  ocean_freight: 'Ocean freight',
  customs_duties: 'Customs duties',
  other_charges: 'Service fee',
} as const;
export type ChargeKind = keyof typeof CHARGE_KINDS;
export const CHARGE_COLUMNS = Object.keys(CHARGE_KINDS) as ChargeKind[];

/** The summary column a ledger debit belongs to, from its description. */
export function chargeKind(description: string): ChargeKind | null {
  return CHARGE_COLUMNS.find((kind) => description.startsWith(CHARGE_KINDS[kind])) ?? null;
}

/** One charge as it happened: its kind, the words after the kind's prefix, the amount and when. */
export interface Charge {
  kind: ChargeKind;
  detail: string;
  amount: number;
  at: Date;
}

export interface LedgerInput {
  saleId: number;
  customerId: number;
  stage: Stage;
  created: Date;
  /** Vehicle price, auction fees and service fee: what the car itself costs the customer. */
  carCost: number;
  /** When customs cleared (or the car was delivered): the balance is paid from then on. */
  settleFrom: Date | null;
  charges: Charge[];
}

export interface Ledger {
  entries: BalanceRow[];
  /** Summary report columns: each charge kind's total and the payments. */
  costs: Record<ChargeKind, number> & { paid: number };
}

const BANKS = ['ABA Bank transfer', 'ACLEDA Bank transfer', 'Cash at Phnom Penh office', 'Wing transfer'];

/**
 * The car's entries: every charge, a deposit the day after purchase (once that day has come), and the balance
 * paid on delivery (in full four times in five) or half of it once customs clear. `nextId` numbers the rows.
 */
export function buildLedger(faker: Faker, input: LedgerInput, now: Date, nextId: number): Ledger {
  const entries: BalanceRow[] = [];
  const add = (description: string, debit: number, credit: number, at: Date) => {
    const date = at > now ? now : at;
    entries.push({
      id: nextId + entries.length,
      customer_id: input.customerId,
      car_sale_id: input.saleId,
      description,
      debit,
      credit,
      date: isoDate(date),
      created_at: date,
      updated_at: date,
    });
  };
  const costs = { car_price: 0, auction_fees: 0, towing: 0, ocean_freight: 0, customs_duties: 0, other_charges: 0 };
  for (const charge of input.charges.filter((c) => c.at <= now && c.amount > 0)) {
    add(`${CHARGE_KINDS[charge.kind]} – ${charge.detail}`, charge.amount, 0, charge.at);
    costs[charge.kind] += charge.amount;
  }
  let paid = 0;
  const depositDay = addDays(input.created, 1);
  if (depositDay <= now) {
    paid = Math.round((input.carCost * faker.number.float({ min: 0.4, max: 0.6 })) / 100) * 100;
    add(`Deposit received – ${faker.helpers.arrayElement(BANKS)}`, 0, paid, depositDay);
  }
  const settles =
    input.stage === 'delivered' || (input.stage === 'customs' && faker.datatype.boolean({ probability: 0.5 }));
  if (settles && input.settleFrom && stageIndex(input.stage) >= stageIndex('customs')) {
    const owed = Object.values(costs).reduce((sum, n) => sum + n, 0) - paid;
    const payment = input.stage === 'delivered' && faker.datatype.boolean({ probability: 0.8 }) ? owed : owed / 2;
    const rounded = payment === owed ? owed : Math.round(payment / 100) * 100;
    if (rounded > 0) {
      add(
        `Balance payment – ${faker.helpers.arrayElement(BANKS)}`,
        0,
        rounded,
        addDays(input.settleFrom, faker.number.int({ min: 0, max: 2 })),
      );
      paid += rounded;
    }
  }
  return { entries, costs: { ...costs, paid } };
}

/** The purchase's payment status, from the ledger: has the customer paid for the car itself yet? */
export function paymentStatus(paid: number, carCost: number): 'unpaid' | 'partial' | 'paid' {
  if (paid <= 0) return 'unpaid';
  return paid >= carCost ? 'paid' : 'partial';
}
