// Notes on dashboard records (public ones from staff and customers, private staff notes on summary reports) and who
// read them. A note is unread for everyone but its author until they open the record, so a missing note_reads row is
// what makes it unread; customers only ever read notes on their own records (never private or superuser-only ones).
import type { Faker } from '@faker-js/faker';
import type { noteReads, recordNotes } from '../../db/schema';
import { addMinutes, createFaker, DOMAIN, reseed } from '../random';
import { demoCustomers, type DashboardRecords } from './orders';
import type { Stage } from './timeline';
import type { DemoPeople } from './users';

export type NoteRow = typeof recordNotes.$inferInsert & { id: number };
export type NoteReadRow = typeof noteReads.$inferInsert;

const STAFF_NOTES: Record<string, string[]> = {
  car_sales: [
    'Purchase confirmed, invoice paid to the seller.',
    'Title copy received, original is on its way by mail.',
    'Customer approved the purchase price by phone.',
  ],
  car_purchases: [
    'Gate pass sent to the towing company.',
    'Auction invoice and bill of sale uploaded.',
    'Dealer confirmed the car is ready for pickup.',
  ],
  towings: [
    'Driver assigned, pickup planned for tomorrow morning.',
    'Car picked up, ETA to the warehouse two days.',
    'Delivered to the warehouse, no new damage on arrival.',
  ],
  loading_records: [
    'Loaded with three other cars, photos attached.',
    'Car strapped and blocked, keys in the glovebox.',
    'Loading photos uploaded for the customer.',
  ],
  containers: [
    'Booking confirmed, cut-off is Friday noon.',
    'Vessel departed on schedule.',
    'Container discharged at Sihanoukville, customs entry filed.',
  ],
  shippings: [
    'Bill of lading issued; copy sent by e-mail.',
    'ETA Sihanoukville updated by the carrier.',
    'Arrived; customs assessment expected this week.',
  ],
  summary_reports: [
    'All documents received, file complete.',
    'Export filing (ITN) done, title submitted to US customs.',
    'Customer informed about the arrival date.',
  ],
  balance_reports: [
    'Deposit received, thank you.',
    'Please transfer the remaining balance before release at the port.',
  ],
};

const CUSTOMER_NOTES = [
  'Can you send a few more photos of the interior?',
  'Payment sent today via ABA, please confirm.',
  'When will the car arrive in Phnom Penh?',
  'Please check the air conditioning before loading.',
  'Is the title received yet?',
  'Thank you, everything looks good.',
];

const PRIVATE_NOTES = [
  'Customer asked for a towing discount; approved $50.',
  'Title delayed at the dealer DMV, follow up on Friday.',
  'VIP customer: prioritise loading.',
  'Margin on this one is thin, no further discounts.',
  'Customer prefers calls after 5 pm.',
];

/** Tables whose records a customer reads (their own); the rest are superuser-only kinds (spec §6). */
export const CUSTOMER_RECORD_TYPES = ['car_sales', 'loading_records', 'shippings', 'summary_reports'];
const STAFF_RECORD_TYPES = ['car_purchases', 'towings'];

/** Recent notes are often still unread; older ones have been seen. */
const RECENT_MS = 5 * 86_400_000;

type Target = [type: string, id: number, created: Date];

function targetsOf(records: DashboardRecords, saleId: number, types: string[]): Target[] {
  const tables: Record<string, { id: number; car_sale_id?: number; created_at?: Date | null }[]> = {
    car_sales: records.carSales.map((r) => ({ ...r, car_sale_id: r.id })),
    car_purchases: records.carPurchases,
    towings: records.towings,
    loading_records: records.loadingRecords,
    shippings: records.shippings,
    summary_reports: records.summaryReports,
  };
  return types.flatMap((type) => {
    const row = tables[type]!.find((r) => r.car_sale_id === saleId);
    return row ? [[type, row.id, row.created_at ?? new Date(0)] as Target] : [];
  });
}

class NoteWriter {
  readonly notes: NoteRow[] = [];
  readonly reads: NoteReadRow[] = [];
  constructor(private readonly now: Date) {}

  /** A note some time after `after`; each reader has read it unless it is recent (then 30% have). */
  write(f: Faker, target: Target, author: number, content: string, isPrivate: boolean, readers: number[]): NoteRow {
    const [recordType, recordId, after] = target;
    const span = Math.max(1, Math.floor((this.now.getTime() - after.getTime()) / 60_000));
    const at = addMinutes(after, f.number.int({ min: Math.min(30, span), max: span }));
    const note: NoteRow = {
      id: this.notes.length + 1,
      record_type: recordType,
      record_id: recordId,
      author_id: author,
      content,
      is_private: isPrivate,
      created_at: at,
      updated_at: at,
    };
    this.notes.push(note);
    this.reads.push({ note_id: note.id, user_id: author, read_at: at });
    const recent = this.now.getTime() - at.getTime() < RECENT_MS;
    for (const reader of new Set(readers)) {
      if (reader !== author && (!recent || f.datatype.boolean({ probability: 0.3 }))) this.read(note, reader);
    }
    return note;
  }

  read(note: NoteRow, reader: number): void {
    const at = addMinutes(note.created_at!, 90);
    this.reads.push({ note_id: note.id, user_id: reader, read_at: at > this.now ? this.now : at });
  }

  isRead(note: NoteRow, reader: number): boolean {
    return this.reads.some((r) => r.note_id === note.id && r.user_id === reader);
  }
}

export function buildNotes(
  records: DashboardRecords,
  people: DemoPeople,
  now: Date,
): { notes: NoteRow[]; reads: NoteReadRow[] } {
  const faker = createFaker();
  const out = new NoteWriter(now);
  const staffReaders = [people.staff, people.admin];

  for (const sale of records.carSales) {
    reseed(faker, DOMAIN.notes, sale.id);
    const rep = sale.sales_rep_id ?? people.staff;
    const customer = sale.customer_id;
    const stage: Stage = records.stages.get(sale.id) ?? 'purchased';
    const visible = targetsOf(records, sale.id, CUSTOMER_RECORD_TYPES);
    const count = faker.number.int({ min: 1, max: stage === 'purchased' ? 2 : 4 });
    for (const target of faker.helpers.arrayElements(visible, Math.min(count, visible.length))) {
      const fromCustomer = faker.datatype.boolean({ probability: 0.35 });
      const text = faker.helpers.arrayElement(fromCustomer ? CUSTOMER_NOTES : STAFF_NOTES[target[0]]!);
      const readers = fromCustomer ? [rep, people.staff] : [customer, people.staff];
      out.write(faker, target, fromCustomer ? customer : rep, text, false, readers);
    }
    const internal = targetsOf(records, sale.id, STAFF_RECORD_TYPES);
    if (internal.length && faker.datatype.boolean({ probability: 0.3 })) {
      const target = faker.helpers.arrayElement(internal);
      out.write(faker, target, rep, faker.helpers.arrayElement(STAFF_NOTES[target[0]]!), false, staffReaders);
    }
    if (faker.datatype.boolean({ probability: 0.25 })) {
      const [report] = targetsOf(records, sale.id, ['summary_reports']);
      out.write(faker, report!, rep, faker.helpers.arrayElement(PRIVATE_NOTES), true, staffReaders);
    }
  }

  for (const container of records.containers) {
    reseed(faker, DOMAIN.notes, 100_000 + container.id);
    if (!faker.datatype.boolean({ probability: 0.5 })) continue;
    const target: Target = ['containers', container.id, container.created_at ?? now];
    const author = faker.helpers.arrayElement(people.salesStaff);
    out.write(faker, target, author, faker.helpers.arrayElement(STAFF_NOTES.containers!), false, staffReaders);
  }

  // A balance report is the customer's ledger: its record id is the customer's id.
  const ledgers = [...new Set(records.balanceReports.map((b) => b.customer_id))];
  for (const customerId of ledgers) {
    reseed(faker, DOMAIN.notes, 200_000 + customerId);
    if (!faker.datatype.boolean({ probability: 0.4 })) continue;
    const first = records.balanceReports.find((b) => b.customer_id === customerId)!;
    const target: Target = ['balance_reports', customerId, first.created_at ?? now];
    out.write(faker, target, people.admin, faker.helpers.arrayElement(STAFF_NOTES.balance_reports!), false, [
      people.staff,
    ]);
  }

  ensureUnread(out, records, people, now);
  return { notes: out.notes, reads: out.reads };
}

/**
 * What the demo logins must show whatever the dice said: each demo customer has unread and read staff notes on
 * their own records, and the staff login has customer notes waiting.
 */
function ensureUnread(out: NoteWriter, records: DashboardRecords, people: DemoPeople, now: Date): void {
  const ownerOf = (note: NoteRow): number | undefined => {
    const table: Record<string, { id: number; car_sale_id?: number }[]> = {
      car_sales: records.carSales.map((r) => ({ id: r.id, car_sale_id: r.id })),
      loading_records: records.loadingRecords,
      shippings: records.shippings,
      summary_reports: records.summaryReports,
    };
    const row = table[note.record_type]?.find((r) => r.id === note.record_id);
    return row?.car_sale_id ? records.carSales[row.car_sale_id - 1]?.customer_id : undefined;
  };
  const staffIds = new Set(people.salesStaff.concat(people.admin));
  const faker = createFaker();
  for (const customer of demoCustomers(people)) {
    reseed(faker, DOMAIN.notes, 300_000 + customer);
    const theirs = out.notes.filter((n) => !n.is_private && staffIds.has(n.author_id!) && ownerOf(n) === customer);
    const latest = records.summaryReports
      .filter((r) => r.customer_id === customer)
      .sort((a, b) => b.updated_at!.getTime() - a.updated_at!.getTime())[0]!;
    const rep = records.carSales[latest.car_sale_id - 1]!.sales_rep_id ?? people.staff;
    if (!theirs.some((n) => !out.isRead(n, customer))) {
      const at = addMinutes(now, -faker.number.int({ min: 60, max: 600 }));
      out.write(faker, ['summary_reports', latest.id, at], rep, 'Customer informed about the arrival date.', false, []);
    }
    if (!theirs.some((n) => out.isRead(n, customer))) {
      const target: Target = ['summary_reports', latest.id, latest.created_at!];
      out.read(out.write(faker, target, rep, 'All documents received, file complete.', false, []), customer);
    }
  }
  const fromCustomers = out.notes.filter((n) => !staffIds.has(n.author_id!) && !n.is_private);
  if (!fromCustomers.some((n) => !out.isRead(n, people.staff))) {
    const report = records.summaryReports.find((r) => r.customer_id === people.customer)!;
    const at = addMinutes(now, -faker.number.int({ min: 30, max: 300 }));
    out.write(faker, ['summary_reports', report.id, at], people.customer, CUSTOMER_NOTES[2]!, false, []);
  }
}
