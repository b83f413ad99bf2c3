// Notes on dashboard records (public ones from staff and customers, private staff notes on summary reports) and who read them.
import type { Faker } from '@faker-js/faker';
import type { noteReads, recordNotes } from '../../db/schema';
import { addMinutes, createFaker, DOMAIN, reseed } from '../random';
import type { DashboardRecords, Stage } from './orders';

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

/** Record types a car sale's notes can sit on, and which of them exist for this sale. */
function recordsOf(records: DashboardRecords, saleId: number): [string, number, Date][] {
  const found: [string, number, Date][] = [];
  const add = (type: string, row: { id: number; car_sale_id?: number | null; created_at?: Date } | undefined) => {
    if (row) found.push([type, row.id, row.created_at ?? new Date(0)]);
  };
  add(
    'car_sales',
    records.carSales.find((r) => r.id === saleId),
  );
  add(
    'car_purchases',
    records.carPurchases.find((r) => r.car_sale_id === saleId),
  );
  add(
    'towings',
    records.towings.find((r) => r.car_sale_id === saleId),
  );
  add(
    'loading_records',
    records.loadingRecords.find((r) => r.car_sale_id === saleId),
  );
  add(
    'shippings',
    records.shippings.find((r) => r.car_sale_id === saleId),
  );
  add(
    'summary_reports',
    records.summaryReports.find((r) => r.car_sale_id === saleId),
  );
  add(
    'balance_reports',
    records.balanceReports.find((r) => r.car_sale_id === saleId),
  );
  return found;
}

export function buildNotes(
  records: DashboardRecords,
  staffIds: number[],
  now: Date,
): { notes: NoteRow[]; reads: NoteReadRow[] } {
  const faker = createFaker();
  const notes: NoteRow[] = [];
  const reads: NoteReadRow[] = [];
  const write = (
    f: Faker,
    recordType: string,
    recordId: number,
    after: Date,
    author: number,
    content: string,
    isPrivate: boolean,
    readers: number[],
  ) => {
    const span = Math.max(1, Math.floor((now.getTime() - after.getTime()) / 60_000));
    const at = addMinutes(after, f.number.int({ min: Math.min(30, span), max: span }));
    const id = notes.length + 1;
    notes.push({
      id,
      record_type: recordType,
      record_id: recordId,
      author_id: author,
      content,
      is_private: isPrivate,
      created_at: at,
      updated_at: at,
    });
    reads.push({ note_id: id, user_id: author, read_at: at });
    // Older notes have been seen; the last few days' notes are often still unread.
    const recent = now.getTime() - at.getTime() < 5 * 86_400_000;
    for (const reader of readers) {
      if (reader !== author && (!recent || f.datatype.boolean({ probability: 0.3 })))
        reads.push({ note_id: id, user_id: reader, read_at: addMinutes(at, 90) });
    }
  };

  for (const sale of records.carSales) {
    reseed(faker, DOMAIN.notes, sale.id);
    const rep = sale.sales_rep_id ?? staffIds[0]!;
    const customer = sale.customer_id;
    const stage: Stage = records.stages.get(sale.id) ?? 'purchased';
    const targets = recordsOf(records, sale.id);
    const count = faker.number.int({ min: 1, max: stage === 'purchased' ? 2 : 4 });
    for (const [type, id, created] of faker.helpers.arrayElements(targets, Math.min(count, targets.length))) {
      const fromCustomer = faker.datatype.boolean({ probability: 0.35 });
      const text = fromCustomer
        ? faker.helpers.arrayElement(CUSTOMER_NOTES)
        : faker.helpers.arrayElement(STAFF_NOTES[type]!);
      write(faker, type, id, created, fromCustomer ? customer : rep, text, false, [fromCustomer ? rep : customer]);
    }
    if (faker.datatype.boolean({ probability: 0.25 })) {
      const report = records.summaryReports.find((r) => r.car_sale_id === sale.id)!;
      write(
        faker,
        'summary_reports',
        report.id,
        report.created_at ?? now,
        rep,
        faker.helpers.arrayElement(PRIVATE_NOTES),
        true,
        staffIds.slice(0, 2),
      );
    }
  }

  for (const container of records.containers) {
    reseed(faker, DOMAIN.notes, 100_000 + container.id);
    if (!faker.datatype.boolean({ probability: 0.5 })) continue;
    const owners = [
      ...new Set(
        records.loadingRecords
          .filter((l) => l.container_id === container.id)
          .map((l) => records.carSales[l.car_sale_id - 1]!.customer_id),
      ),
    ];
    write(
      faker,
      'containers',
      container.id,
      container.created_at ?? now,
      faker.helpers.arrayElement(staffIds),
      faker.helpers.arrayElement(STAFF_NOTES.containers!),
      false,
      owners,
    );
  }
  return { notes, reads };
}
