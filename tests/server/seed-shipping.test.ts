import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerNumberSchema } from '@/lib/contract/container-number';
import { orderUpdateSchemas, SHIPMENT_STAGES } from '@/lib/contract/orders';
import * as s from '@/server/db/schema';
import { deriveStage } from '@/server/modules/orders/stage';
import { seedIfEmpty } from '@/server/seed';
import { CHARGE_COLUMNS, chargeKind, paymentStatus } from '@/server/seed/factories/ledger';
import { CUSTOMER_RECORD_TYPES } from '@/server/seed/factories/notes';
import { stageOf } from '@/server/seed/factories/timeline';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// The demo dashboards (issue 12): what the demo logins see must add up, whatever the random plan rolled.
const NOW = new Date('2026-11-21T00:00:00Z');
const TODAY = '2026-11-21';
const DEMO = ['customer@demo.local', 'customer2@demo.local', 'dealer@demo.local'];

let database: TestDatabase;
let tables: Awaited<ReturnType<typeof load>>;

async function load() {
  const db = database.db;
  return {
    users: await db.select().from(s.users),
    sales: await db.select().from(s.carSales).orderBy(asc(s.carSales.id)),
    purchases: await db.select().from(s.carPurchases),
    towings: await db.select().from(s.towings),
    loadings: await db.select().from(s.loadingRecords),
    containers: await db.select().from(s.containers),
    shippings: await db.select().from(s.shippings),
    files: await db.select().from(s.recordFiles),
    summaries: await db.select().from(s.summaryReports),
    ledger: await db.select().from(s.balanceReports),
    notes: await db.select().from(s.recordNotes),
    reads: await db.select().from(s.noteReads),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { cars: 0, now: NOW });
  tables = await load();
});
afterAll(() => database.close());

const userId = (email: string) => tables.users.find((u) => u.email === email)!.id;
const isStaff = (id: number | null) => Boolean(tables.users.find((u) => u.id === id)?.is_admin);

describe('demo shipments', () => {
  it.each(DEMO)('%s has a car at every stage of the way home', (email) => {
    const stages = tables.summaries.filter((r) => r.customer_id === userId(email)).map((r) => r.stage);
    expect(new Set(stages)).toEqual(new Set(SHIPMENT_STAGES));
  });

  it("gives every summary report the stage its car's records imply, and its sale's customer", () => {
    for (const report of tables.summaries) {
      const sale = tables.sales.find((x) => x.id === report.car_sale_id)!;
      const towing = tables.towings.find((t) => t.car_sale_id === sale.id);
      const loading = tables.loadings.find((l) => l.car_sale_id === sale.id);
      const shipping = tables.shippings.find((x) => x.car_sale_id === sale.id);
      const container = tables.containers.find((c) => c.id === loading?.container_id);
      const implied = stageOf(
        {
          towing: Boolean(towing),
          towingDelivered: Boolean(towing?.delivered_at),
          loadedAt: loading?.loaded_at ?? null,
          containerEtd: container?.etd ?? null,
          arrivedAt: shipping?.arrived_at ?? null,
          customsClearedAt: shipping?.customs_cleared_at ?? null,
          deliveredAt: shipping?.delivered_at ?? null,
        },
        TODAY,
      );
      expect(report.stage, sale.id_number).toBe(implied);
      // …and the API's rule, which also reads the tow's and the container's status, agrees.
      const api = deriveStage(
        {
          towing: towing
            ? { towing_status: towing.towing_status, delivered_at: towing.delivered_at?.toISOString() ?? null }
            : null,
          loading: loading ? { loading_date: loading.loaded_at } : null,
          container: container ? { etd: container.etd, status: container.status } : null,
          shipping: shipping ?? null,
        },
        TODAY,
      );
      expect(api, sale.id_number).toBe(implied);
      expect(report.customer_id).toBe(sale.customer_id);
      // Dates follow each other and none lies in the future.
      const steps = [loading?.loaded_at, shipping?.arrived_at, shipping?.customs_cleared_at, shipping?.delivered_at];
      const known = steps.filter((d): d is string => Boolean(d));
      expect(known).toEqual([...known].sort());
      expect(known.every((d) => d <= TODAY)).toBe(true);
      if (shipping?.arrived_at) expect(shipping.arrived_at).toBe(container!.eta);
    }
  });

  it('fills the new record fields: trims, loading ports, container invoices and photos', () => {
    expect(tables.sales.every((x) => x.trim !== '')).toBe(true);
    expect(tables.loadings.every((l) => l.loading_port_id === l.warehouse_id)).toBe(true);
    const files = (kind: string, id: number, collection: string) =>
      tables.files
        .filter((f) => f.kind === kind && f.record_id === id && f.collection === collection)
        .map((f) => f.path);
    for (const c of tables.containers) {
      const cars = tables.loadings.filter((l) => l.container_id === c.id);
      const photos = files('containers', c.id, 'images');
      expect(photos.length).toBe(cars.length);
      expect(photos.every((i) => i.startsWith('/media/generated/car/'))).toBe(true);
      expect(files('containers', c.id, 'auction_invoices').every((i) => i.startsWith('/media/generated/banner/'))).toBe(
        true,
      );
    }
    expect(tables.files.some((f) => f.kind === 'containers' && f.collection === 'auction_invoices')).toBe(true);
    // Every loading record has its three container photos, on the record's own car.
    for (const l of tables.loadings) {
      expect(files('loadingrecords', l.id, 'container_images')).toHaveLength(3);
    }
    expect(tables.files.filter((f) => f.kind === 'loadingrecords').every((f) => f.car_sale_id !== null)).toBe(true);
    expect(tables.purchases.some((p) => !p.keys)).toBe(true);
  });
});

describe('demo money', () => {
  it('makes each summary report the sum of its car’s ledger: charges by kind, paid = payments', () => {
    for (const report of tables.summaries) {
      const entries = tables.ledger.filter((b) => b.car_sale_id === report.car_sale_id);
      const charges = Object.fromEntries(CHARGE_COLUMNS.map((k) => [k, 0]));
      for (const entry of entries.filter((e) => e.debit > 0)) {
        const kind = chargeKind(entry.description);
        expect(kind, entry.description).not.toBeNull();
        charges[kind!]! += entry.debit;
      }
      const paid = entries.reduce((sum, e) => sum + e.credit, 0);
      expect({ ...charges, paid }).toEqual({
        car_price: report.car_price,
        auction_fees: report.auction_fees,
        towing: report.towing,
        ocean_freight: report.ocean_freight,
        customs_duties: report.customs_duties,
        other_charges: report.other_charges,
        paid: report.paid,
      });
      // Duties are charged exactly when customs cleared.
      const stagePast = ['customs', 'delivered'].includes(report.stage);
      expect(report.customs_duties > 0).toBe(stagePast);
    }
  });

  it("sets each purchase's payment status from what the customer has paid for the car", () => {
    for (const purchase of tables.purchases) {
      const report = tables.summaries.find((r) => r.car_sale_id === purchase.car_sale_id)!;
      const carCost = report.car_price + report.auction_fees + report.other_charges;
      expect(purchase.payment_status).toBe(paymentStatus(report.paid, carCost));
    }
    expect(new Set(tables.purchases.map((p) => p.payment_status))).toEqual(new Set(['unpaid', 'partial', 'paid']));
  });

  it.each(DEMO)('%s owes a balance on some cars and has paid others off', (email) => {
    const own = tables.summaries.filter((r) => r.customer_id === userId(email));
    const balance = (r: (typeof own)[number]) =>
      r.car_price + r.auction_fees + r.towing + r.ocean_freight + r.customs_duties + r.other_charges - r.paid;
    expect(own.some((r) => balance(r) > 0)).toBe(true);
    expect(own.every((r) => balance(r) >= 0)).toBe(true);
  });
});

describe('demo notes', () => {
  const ownerOf = (type: string, id: number): number | null => {
    const viaSale = (rows: { id: number; car_sale_id: number }[]) => {
      const row = rows.find((r) => r.id === id);
      return row ? tables.sales.find((x) => x.id === row.car_sale_id)!.customer_id : null;
    };
    if (type === 'car_sales') return tables.sales.find((x) => x.id === id)?.customer_id ?? null;
    if (type === 'loading_records') return viaSale(tables.loadings);
    if (type === 'shippings') return viaSale(tables.shippings);
    if (type === 'summary_reports') return viaSale(tables.summaries);
    return null;
  };
  const exists = (type: string, id: number): boolean => {
    const ids: Record<string, { id: number }[]> = {
      car_sales: tables.sales,
      car_purchases: tables.purchases,
      towings: tables.towings,
      loading_records: tables.loadings,
      containers: tables.containers,
      shippings: tables.shippings,
      summary_reports: tables.summaries,
    };
    // A balance report is a customer's ledger, addressed by the customer's id.
    if (type === 'balance_reports') return tables.ledger.some((b) => b.customer_id === id);
    return Boolean(ids[type]?.some((r) => r.id === id));
  };
  const readBy = (noteId: number, user: number) => tables.reads.some((r) => r.note_id === noteId && r.user_id === user);

  it('puts every note on a record that exists, private ones on summary reports only', () => {
    for (const note of tables.notes) expect(exists(note.record_type, note.record_id), note.record_type).toBe(true);
    const privateNotes = tables.notes.filter((n) => n.is_private);
    expect(privateNotes.length).toBeGreaterThan(0);
    expect(privateNotes.every((n) => n.record_type === 'summary_reports' && isStaff(n.author_id))).toBe(true);
  });

  it("lets customers write and read only public notes on their own records' customer kinds", () => {
    const customers = new Set(tables.users.filter((u) => !u.is_admin).map((u) => u.id));
    for (const note of tables.notes.filter((n) => customers.has(n.author_id!))) {
      expect(note.is_private).toBe(false);
      expect(ownerOf(note.record_type, note.record_id)).toBe(note.author_id);
    }
    for (const read of tables.reads.filter((r) => customers.has(r.user_id))) {
      const note = tables.notes.find((n) => n.id === read.note_id)!;
      expect(note.is_private).toBe(false);
      expect(CUSTOMER_RECORD_TYPES).toContain(note.record_type);
      expect(ownerOf(note.record_type, note.record_id)).toBe(read.user_id);
    }
  });

  it.each(DEMO)('%s has unread and read staff notes on their cars', (email) => {
    const me = userId(email);
    const staffNotes = tables.notes.filter(
      (n) => !n.is_private && isStaff(n.author_id) && ownerOf(n.record_type, n.record_id) === me,
    );
    expect(staffNotes.some((n) => !readBy(n.id, me))).toBe(true);
    expect(staffNotes.some((n) => readBy(n.id, me))).toBe(true);
  });

  it('leaves the staff login customer notes to read, and every author has read their own note', async () => {
    const [staff] = await database.db.select().from(s.users).where(eq(s.users.email, 'staff@demo.local'));
    const fromCustomers = tables.notes.filter((n) => !isStaff(n.author_id));
    expect(fromCustomers.some((n) => !readBy(n.id, staff!.id))).toBe(true);
    for (const note of tables.notes) expect(readBy(note.id, note.author_id!)).toBe(true);
  });
});

describe('container numbers', () => {
  it('accepts an ISO 6346 number with its check digit, in any case, and rejects a mistyped one', () => {
    expect(containerNumberSchema.parse(' cSqu3054383 ')).toBe('CSQU3054383');
    const wrong = orderUpdateSchemas.containers.safeParse({ container_number: 'CSQU3054384' });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.message).toBe('Enter a valid container number (ISO 6346).');
    expect(orderUpdateSchemas.containers.safeParse({ container_number: 'CSQU305438' }).success).toBe(false);
    expect(orderUpdateSchemas.containers.parse({ container_number: 'mskU9070323' }).container_number).toBe(
      'MSKU9070323',
    );
  });
});
