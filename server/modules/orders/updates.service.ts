// Staff updates of a record (PUT …/{id}/update/): the kind's partial contract, referenced ids checked, the change and
// the car's stage recomputed from its records in one transaction with their audit entries, then announced. An edit
// of a record someone else saved since the form read it is a 409 (decision 038).
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orderUpdateSchemas, type ShipmentStage, type UpdatableOrderKind } from '@/lib/contract/orders';
import { ApiError, type FieldErrors } from '../../api/errors';
import { parseInput } from '../../api/validate';
import type { Db } from '../../db/client';
import {
  carPurchases,
  carSales,
  containers,
  loadingPorts,
  loadingRecords,
  shippings,
  summaryReports,
  towingCompanies,
  towings,
  users,
  warehouses,
} from '../../db/schema';
import { findVisibleRecord } from './access';
import type { BareRecord, LoadContext } from './record-source';
import { getRecord } from './records.service';
import { deriveStage, todayIso } from './stage';
import { recordChange, diffRows, readStoredRow } from './record-changes';
import { sendRecordNotice, type RecordNotice } from './record-events';
import { prepareStageNotice, type StageEventDeps } from './stage-events';
import { assertUnchanged } from './write-checks';
import { loadStageFacts } from './stage-facts';
import { prepareTowingNotice } from './towing-events';

/** Ids a body may name, and the table each must exist in. */
const REFERENCES: Record<string, { table: PgTable; id: PgColumn }> = {
  sales_rep_id: { table: users, id: users.id },
  warehouse_id: { table: warehouses, id: warehouses.id },
  container_id: { table: containers, id: containers.id },
  loading_port_id: { table: loadingPorts, id: loadingPorts.id },
  towing_company_id: { table: towingCompanies, id: towingCompanies.id },
};

async function checkReferences(db: Db, body: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, ref] of Object.entries(REFERENCES)) {
    const value = body[field];
    if (typeof value !== 'number') continue;
    const found = await db.select({ id: ref.id }).from(ref.table).where(eq(ref.id, value)).limit(1);
    if (!found.length) errors[field] = [`Invalid pk "${value}" - object does not exist.`];
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
}

/** Each kind's table: the stale-edit check (decision 038) reads and locks its row. */
const VERSIONED_TABLES = {
  carsales: carSales,
  carspurchased: carPurchases,
  towings,
  loadingrecords: loadingRecords,
  containers,
  shippings,
  summaryreports: summaryReports,
} as const satisfies Record<UpdatableOrderKind, unknown>;

const now = () => ({ updated_at: new Date() });
const dateTime = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Writes the body's fields to the kind's table (names the contract gives differently are mapped here). */
async function write(db: Db, kind: UpdatableOrderKind, id: number, body: Record<string, unknown>): Promise<void> {
  switch (kind) {
    case 'carsales':
      await db
        .update(carSales)
        .set({ ...body, ...now() })
        .where(eq(carSales.id, id));
      return;
    case 'carspurchased': {
      const { bid_price, ...rest } = body as { bid_price?: number };
      await db
        .update(carPurchases)
        .set({ ...rest, amount: bid_price, ...now() })
        .where(eq(carPurchases.id, id));
      return;
    }
    case 'towings': {
      const { price, dispatched_at, delivered_at, ...rest } = body as {
        price?: number;
        dispatched_at?: string | null;
        delivered_at?: string | null;
      };
      await db
        .update(towings)
        .set({
          ...rest,
          cost: price,
          dispatched_at: dateTime(dispatched_at),
          delivered_at: dateTime(delivered_at),
          ...now(),
        })
        .where(eq(towings.id, id));
      return;
    }
    case 'loadingrecords': {
      const { loading_date, ...rest } = body as { loading_date?: string | null };
      await db
        .update(loadingRecords)
        .set({ ...rest, loaded_at: loading_date, ...now() })
        .where(eq(loadingRecords.id, id));
      return;
    }
    case 'containers':
      await db
        .update(containers)
        .set({ ...body, ...now() })
        .where(eq(containers.id, id));
      return;
    case 'shippings':
      await db
        .update(shippings)
        .set({ ...body, ...now() })
        .where(eq(shippings.id, id));
      return;
    case 'summaryreports':
      await db
        .update(summaryReports)
        .set({ ...body, ...now() })
        .where(eq(summaryReports.id, id));
      return;
  }
}

/** The car sales whose stage an update of this record can move. */
async function affectedSales(db: Db, kind: UpdatableOrderKind, id: number, saleId: number | null): Promise<number[]> {
  if (kind === 'containers') {
    // One after the other: `db` is the update's transaction, one connection that runs one query at a time.
    const viaShipping = await db
      .select({ id: shippings.car_sale_id })
      .from(shippings)
      .where(eq(shippings.container_id, id));
    const viaLoading = await db
      .select({ id: loadingRecords.car_sale_id })
      .from(loadingRecords)
      .where(eq(loadingRecords.container_id, id));
    return [...new Set([...viaShipping, ...viaLoading].map((r) => r.id))];
  }
  if (kind === 'towings' || kind === 'loadingrecords' || kind === 'shippings') return saleId === null ? [] : [saleId];
  return [];
}

/**
 * Sets each car's summary stage to what its records now say (deriveStage), with an audit entry and the customer's
 * e-mail written in the same transaction (`db`); returns the notices to announce once it has committed. Cars
 * without a summary report have no stage to keep.
 */
export async function recomputeStages(
  deps: StageEventDeps,
  saleIds: readonly number[],
  actorId: number | null,
): Promise<RecordNotice[]> {
  const notices: RecordNotice[] = [];
  if (!saleIds.length) return notices;
  const facts = await loadStageFacts(deps.db, saleIds);
  const reports = await deps.db
    .select({
      id: summaryReports.id,
      car_sale_id: summaryReports.car_sale_id,
      customer_id: summaryReports.customer_id,
      stage: summaryReports.stage,
    })
    .from(summaryReports)
    .where(inArray(summaryReports.car_sale_id, [...saleIds]));
  const today = todayIso();
  for (const report of reports) {
    const carFacts = facts.get(report.car_sale_id);
    if (!carFacts) continue;
    const stage = deriveStage(carFacts, today);
    if (stage === report.stage) continue;
    const at = new Date();
    await deps.db.update(summaryReports).set({ stage, updated_at: at }).where(eq(summaryReports.id, report.id));
    await recordChange(deps.db, {
      kind: 'summaryreports',
      record_id: report.id,
      car_sale_id: report.car_sale_id,
      actor_id: actorId,
      action: 'stage',
      changes: { stage: { from: report.stage, to: stage } },
    });
    const notice = await prepareStageNotice(deps, {
      summary_report_id: report.id,
      car_sale_id: report.car_sale_id,
      customer_id: report.customer_id,
      from: report.stage as ShipmentStage,
      to: stage,
      actor_id: actorId,
      at: at.toISOString(),
    });
    if (notice) notices.push(notice);
  }
  return notices;
}

export async function updateRecord(
  ctx: LoadContext,
  events: Omit<StageEventDeps, 'db'>,
  kind: UpdatableOrderKind,
  id: number,
  input: unknown,
): Promise<BareRecord> {
  const owner = await findVisibleRecord(ctx.db, kind, id, ctx.viewer, 'update');
  const { updated_at: expected, ...body } = parseInput(orderUpdateSchemas[kind], input) as Record<string, unknown> & {
    updated_at?: string;
  };
  // A field the viewer cannot see is read-only for them, as a DRF serializer's read_only field: it is ignored.
  if (!ctx.viewer.is_superuser) delete body.purchase_price;
  await checkReferences(ctx.db, body);
  if (Object.keys(body).length || expected !== undefined) {
    const notices = await ctx.db.transaction(async (tx) => {
      // A stale edit (decision 038) stops here: 409, nothing written, no audit entry, nothing announced.
      await assertUnchanged(tx, VERSIONED_TABLES[kind], id, expected);
      if (!Object.keys(body).length) return [];
      const before = await readStoredRow(tx, kind, id);
      await write(tx, kind, id, body);
      const changes = diffRows(before, await readStoredRow(tx, kind, id));
      if (Object.keys(changes).length) {
        await recordChange(tx, {
          kind,
          record_id: id,
          car_sale_id: owner.car_sale_id,
          actor_id: ctx.viewer.id,
          action: 'update',
          changes,
        });
      }
      const stageNotices = await recomputeStages(
        { ...events, db: tx },
        await affectedSales(tx, kind, id, owner.car_sale_id),
        ctx.viewer.id,
      );
      if (kind !== 'towings') return stageNotices;
      const towingNotice = await prepareTowingNotice(
        { ...events, db: tx },
        owner,
        changes,
        stageNotices,
        ctx.viewer.id,
      );
      return towingNotice ? [...stageNotices, towingNotice] : stageNotices;
    });
    // Announced only once stored: a socket frame or an e-mail about a change that rolled back would be a lie.
    for (const notice of notices) await sendRecordNotice({ ...events, db: ctx.db }, notice);
  }
  return getRecord(ctx, kind, id);
}
