// Staff create and delete car sales (decision 039): a new sale comes with its summary report (stage purchased) and a
// `create` entry in the audit trail, and its customer is told; a deleted one takes every record of the car with it.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { carSaleCreateSchema, recordDeleteSchema } from '@/lib/contract/orders-create';
import type { OrderKind } from '@/lib/contract/orders-values';
import { ApiError, type FieldErrors } from '../../api/errors';
import { parseInput } from '../../api/validate';
import type { Db } from '../../db/client';
import {
  carPurchases,
  carSales,
  cars,
  loadingRecords,
  recordNotes,
  shippings,
  summaryReports,
  towings,
  users,
} from '../../db/schema';
import { findVisibleRecord, requireScope } from './access';
import { readStoredRow, recordChange } from './record-changes';
import { prepareRecordNotice, sendRecordNotice, type RecordEventDeps } from './record-events';
import type { BareRecord, LoadContext } from './record-source';
import { getRecord } from './records.service';
import { NOTE_RECORD_TYPES } from './notes.repository';
import { deleteCarSaleFiles, deleteRecordFiles, removeStoredFiles } from './record-files';
import { assertUnchanged, createdFields, deletedFields } from './write-checks';

export type WriteEvents = Omit<RecordEventDeps, 'db'>;

const missing = (value: unknown) => [`Invalid pk "${String(value)}" - object does not exist.`];

/** The customer, the sales rep and the listing the body names, each checked; the customer's type comes back. */
async function checkParties(
  db: Db,
  body: { customer_id: number; sales_rep_id?: number | null; car_listing_id?: number | null },
): Promise<{ customer_type: 'dealer' | 'private' }> {
  const errors: FieldErrors = {};
  const people = await db
    .select({
      id: users.id,
      account_type: users.account_type,
      is_admin: users.is_admin,
      is_superuser: users.is_superuser,
      is_dummy_account: users.is_dummy_account,
      is_active: users.is_active,
    })
    .from(users)
    .where(inArray(users.id, [body.customer_id, ...(body.sales_rep_id ? [body.sales_rep_id] : [])]));
  const customer = people.find((p) => p.id === body.customer_id);
  if (!customer || !customer.is_active) errors.customer_id = missing(body.customer_id);
  else if (customer.is_admin || customer.is_superuser) errors.customer_id = ['A staff account cannot be a customer.'];
  else if (customer.is_dummy_account) errors.customer_id = ['A dummy account cannot buy a car.'];
  if (body.sales_rep_id) {
    const rep = people.find((p) => p.id === body.sales_rep_id);
    if (!rep || !rep.is_active) errors.sales_rep_id = missing(body.sales_rep_id);
    else if (!rep.is_admin && !rep.is_superuser) errors.sales_rep_id = ['The sales rep must be a staff member.'];
  }
  if (body.car_listing_id) {
    const [listing] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, body.car_listing_id)).limit(1);
    if (!listing) errors.car_listing_id = missing(body.car_listing_id);
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
  return { customer_type: customer?.account_type === 'Business Account' ? 'dealer' : 'private' };
}

/**
 * The next order number of the sale's year, `AB-2026-0102` as the seed writes them. Two staff saving at once would
 * read the same largest number, so the transaction holds a lock on the numbering until it commits.
 */
async function nextIdNumber(db: Db, date: string): Promise<string> {
  const year = date.slice(0, 4);
  const prefix = `AB-${year}-`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('car_sales.id_number'))`);
  const [row] = await db
    .select({
      n: sql<
        number | null
      >`max(nullif(substring(${carSales.id_number} from ${`^${prefix}([0-9]+)$`}), '')::int)`.mapWith(Number),
    })
    .from(carSales)
    // A range on the id_number index, not a pattern over every sale.
    .where(and(gte(carSales.id_number, prefix), lt(carSales.id_number, `AB-${year}.`)));
  return `${prefix}${String((row?.n || 100) + 1).padStart(4, '0')}`;
}

/** POST /api/v2/orders/carsales/create/: the sale and its summary report, as one change. */
export async function createCarSale(ctx: LoadContext, events: WriteEvents, input: unknown): Promise<BareRecord> {
  requireScope('carsales', ctx.viewer, 'create');
  const body = parseInput(carSaleCreateSchema, input);
  const { customer_type } = await checkParties(ctx.db, body);
  const { car_listing_id, purchase_price, ...fields } = body;
  const { id, notice } = await ctx.db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(carSales)
      .values({
        ...fields,
        customer_type,
        id_number: await nextIdNumber(tx, fields.date),
        // Superusers only, as on update: what we paid at auction is not a staff member's to see or set.
        purchase_price: ctx.viewer.is_superuser ? (purchase_price ?? 0) : 0,
      })
      .returning();
    if (!sale) throw new Error('car sale insert returned no row');
    // The summary's car price is the sale price, so the car order's outstanding and the summary's balance agree.
    const [summary] = await tx
      .insert(summaryReports)
      .values({ car_sale_id: sale.id, customer_id: sale.customer_id, stage: 'purchased', car_price: sale.sale_price })
      .returning();
    if (!summary) throw new Error('summary report insert returned no row');
    const entry = { car_sale_id: sale.id, actor_id: ctx.viewer.id, action: 'create' as const };
    await recordChange(tx, {
      ...entry,
      kind: 'carsales',
      record_id: sale.id,
      changes: createdFields(await readStoredRow(tx, 'carsales', sale.id), car_listing_id ? { car_listing_id } : {}),
    });
    await recordChange(tx, {
      ...entry,
      kind: 'summaryreports',
      record_id: summary.id,
      changes: createdFields(await readStoredRow(tx, 'summaryreports', summary.id)),
    });
    // The customer hears of their new car order as its first stage, on their socket and by e-mail.
    const notice = await prepareRecordNotice(tx, {
      kind: 'summaryreports',
      owner: { id: summary.id, customer_id: sale.customer_id, car_sale_id: sale.id },
      actorId: ctx.viewer.id,
      event: 'stage',
      stage: 'purchased',
    });
    return { id: sale.id, notice };
  });
  await sendRecordNotice({ ...events, db: ctx.db }, notice);
  return getRecord(ctx, 'carsales', id);
}

/** The records that hang off a car sale, by kind: their notes go with them (notes have no foreign key). */
async function dependentRecords(db: Db, saleId: number): Promise<[OrderKind, number[]][]> {
  const ids = async (table: typeof carPurchases | typeof towings | typeof loadingRecords | typeof shippings) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.car_sale_id, saleId))).map((r) => r.id);
  const summary = await db
    .select({ id: summaryReports.id })
    .from(summaryReports)
    .where(eq(summaryReports.car_sale_id, saleId));
  return [
    ['carsales', [saleId]],
    ['carspurchased', await ids(carPurchases)],
    ['towings', await ids(towings)],
    ['loadingrecords', await ids(loadingRecords)],
    ['shippings', await ids(shippings)],
    ['summaryreports', summary.map((r) => r.id)],
  ];
}

/**
 * DELETE /api/v2/orders/carsales/{id}/delete/: the sale and, by the foreign keys' cascades, its purchase, towing,
 * loading record, shipping, summary report and their audit entries; the notes on any of them; the ledger keeps its
 * entries (money that moved stays on the customer's balance) with the car unlinked; their files leave storage. One
 * `delete` entry remains.
 */
export async function deleteCarSale(ctx: LoadContext, events: WriteEvents, id: number, input: unknown) {
  await findVisibleRecord(ctx.db, 'carsales', id, ctx.viewer, 'delete');
  const { updated_at } = parseInput(recordDeleteSchema, input);
  const storedKeys = await ctx.db.transaction(async (tx) => {
    await assertUnchanged(tx, carSales, id, updated_at);
    const before = await readStoredRow(tx, 'carsales', id);
    // The file rows go in this transaction; their stored objects once it has committed.
    const keys = [...(await deleteCarSaleFiles(tx, [id])), ...(await deleteRecordFiles(tx, 'carsales', [id]))];
    for (const [kind, recordIds] of await dependentRecords(tx, id)) {
      if (!recordIds.length) continue;
      await tx
        .delete(recordNotes)
        .where(and(eq(recordNotes.record_type, NOTE_RECORD_TYPES[kind]), inArray(recordNotes.record_id, recordIds)));
    }
    await tx.delete(carSales).where(eq(carSales.id, id));
    // Not linked to the sale (its entries cascade away with it): this one must outlive it.
    await recordChange(tx, {
      kind: 'carsales',
      record_id: id,
      car_sale_id: null,
      actor_id: ctx.viewer.id,
      action: 'delete',
      changes: deletedFields(before),
    });
    return keys;
  });
  await removeStoredFiles(storedKeys, (key, err) => events.log.warn({ err, key }, 'record file not removed'));
}
