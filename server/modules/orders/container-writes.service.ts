// Superusers create and delete containers and put cars in them (decision 039). Putting a car in a box points its
// loading record and shipping at it, so the car's stage and its customer's timeline follow the container's dates.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { containerAddCarsSchema, containerCreateSchema, recordDeleteSchema } from '@/lib/contract/orders-create';
import { ApiError } from '../../api/errors';
import { parseInput } from '../../api/validate';
import type { Db } from '../../db/client';
import { carSales, containers, loadingPorts, loadingRecords, recordNotes, shippings } from '../../db/schema';
import { findVisibleRecord, requireScope } from './access';
import { diffRows, readStoredRow, recordChange } from './record-changes';
import { sendRecordNotice } from './record-events';
import type { BareRecord, LoadContext } from './record-source';
import { getRecord } from './records.service';
import { NOTE_RECORD_TYPES } from './notes.repository';
import { deleteRecordFiles, removeStoredFiles } from './record-files';
import { recomputeStages } from './updates.service';
import type { WriteEvents } from './car-sale-writes.service';
import { assertUnchanged, createdFields, deletedFields } from './write-checks';

const missing = (value: unknown) => [`Invalid pk "${String(value)}" - object does not exist.`];

async function checkLoadingPort(db: Db, portId: number | null | undefined): Promise<void> {
  if (!portId) return;
  const [port] = await db.select({ id: loadingPorts.id }).from(loadingPorts).where(eq(loadingPorts.id, portId));
  if (!port) throw ApiError.validation({ loading_port_id: missing(portId) });
}

/** POST /api/v2/orders/containers/create/. */
export async function createContainer(ctx: LoadContext, input: unknown): Promise<BareRecord> {
  requireScope('containers', ctx.viewer, 'create');
  const body = parseInput(containerCreateSchema, input);
  await checkLoadingPort(ctx.db, body.loading_port_id);
  const id = await ctx.db.transaction(async (tx) => {
    const [box] = await tx.insert(containers).values(body).returning({ id: containers.id });
    if (!box) throw new Error('container insert returned no row');
    await recordChange(tx, {
      kind: 'containers',
      record_id: box.id,
      car_sale_id: null,
      actor_id: ctx.viewer.id,
      action: 'create',
      changes: createdFields(await readStoredRow(tx, 'containers', box.id)),
    });
    return box.id;
  });
  return getRecord(ctx, 'containers', id);
}

/**
 * DELETE /api/v2/orders/containers/{id}/delete/: the cars' loading records and shippings stay, without a container
 * (the foreign keys set it null, and the shippings' copied ETD/ETA follow by trigger); each such change is in their
 * audit trail, and the cars' stages are worked out again (a car at sea is back to loaded). Its files leave storage.
 */
export async function deleteContainer(ctx: LoadContext, events: WriteEvents, id: number, input: unknown) {
  await findVisibleRecord(ctx.db, 'containers', id, ctx.viewer, 'delete');
  const { updated_at } = parseInput(recordDeleteSchema, input);
  const done = await ctx.db.transaction(async (tx) => {
    await assertUnchanged(tx, containers, id, updated_at);
    const before = await readStoredRow(tx, 'containers', id);
    // One after the other: a transaction's one connection takes a query at a time.
    const loads = await tx
      .select({ id: loadingRecords.id, car_sale_id: loadingRecords.car_sale_id })
      .from(loadingRecords)
      .where(eq(loadingRecords.container_id, id));
    const ships = await tx
      .select({ id: shippings.id, car_sale_id: shippings.car_sale_id })
      .from(shippings)
      .where(eq(shippings.container_id, id));
    await tx
      .delete(recordNotes)
      .where(and(eq(recordNotes.record_type, NOTE_RECORD_TYPES.containers), eq(recordNotes.record_id, id)));
    const keys = await deleteRecordFiles(tx, 'containers', [id]);
    await tx.delete(containers).where(eq(containers.id, id));
    const unlinked = { container_id: { from: id, to: null } };
    for (const [kind, rows] of [
      ['loadingrecords', loads],
      ['shippings', ships],
    ] as const) {
      for (const row of rows) {
        await recordChange(tx, {
          kind,
          record_id: row.id,
          car_sale_id: row.car_sale_id,
          actor_id: ctx.viewer.id,
          action: 'update',
          changes: unlinked,
        });
      }
    }
    await recordChange(tx, {
      kind: 'containers',
      record_id: id,
      car_sale_id: null,
      actor_id: ctx.viewer.id,
      action: 'delete',
      changes: deletedFields(before),
    });
    const cars = [...new Set([...loads, ...ships].map((r) => r.car_sale_id))];
    return { keys, notices: await recomputeStages({ ...events, db: tx }, cars, ctx.viewer.id) };
  });
  await removeStoredFiles(done.keys, (key, err) => events.log.warn({ err, key }, 'record file not removed'));
  for (const notice of done.notices) await sendRecordNotice({ ...events, db: ctx.db }, notice);
}

/**
 * POST /api/v2/orders/containers/{id}/add-cars/: each car's latest loading record and shipping now point at the
 * container (a car without one gets one, loaded at the container's port); a loading record without a date gets
 * `loading_date` when given. Cars already in another container move to this one.
 */
export async function addContainerCars(
  ctx: LoadContext,
  events: WriteEvents,
  id: number,
  input: unknown,
): Promise<BareRecord> {
  await findVisibleRecord(ctx.db, 'containers', id, ctx.viewer, 'update');
  const body = parseInput(containerAddCarsSchema, input);
  const saleIds = [...new Set(body.car_sale_ids)];
  const found = await ctx.db.select({ id: carSales.id }).from(carSales).where(inArray(carSales.id, saleIds));
  const unknown = saleIds.filter((saleId) => !found.some((f) => f.id === saleId));
  if (unknown.length) {
    throw ApiError.validation({ car_sale_ids: unknown.map((saleId) => missing(saleId)[0]!) });
  }
  const notices = await ctx.db.transaction(async (tx) => {
    await assertUnchanged(tx, containers, id, body.updated_at);
    const [box] = await tx
      .select({ loading_port_id: containers.loading_port_id, warehouse_id: loadingPorts.warehouse_id })
      .from(containers)
      .leftJoin(loadingPorts, eq(loadingPorts.id, containers.loading_port_id))
      .where(eq(containers.id, id));
    for (const saleId of saleIds) {
      await linkLoadingRecord(tx, ctx.viewer.id, saleId, id, box ?? null, body.loading_date ?? null);
      await linkShipping(tx, ctx.viewer.id, saleId, id);
    }
    await tx.update(containers).set({ updated_at: new Date() }).where(eq(containers.id, id));
    return recomputeStages({ ...events, db: tx }, saleIds, ctx.viewer.id);
  });
  for (const notice of notices) await sendRecordNotice({ ...events, db: ctx.db }, notice);
  return getRecord(ctx, 'containers', id);
}

type Box = { loading_port_id: number | null; warehouse_id: number | null } | null;

/** The newest record of the car in the table: the one its timeline reads (stage-facts.ts). */
async function latestOf(db: Db, table: typeof loadingRecords | typeof shippings, saleId: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.car_sale_id, saleId));
  return rows.length ? Math.max(...rows.map((r) => r.id)) : null;
}

async function linkLoadingRecord(
  db: Db,
  actorId: number,
  saleId: number,
  containerId: number,
  box: Box,
  loadingDate: string | null,
): Promise<void> {
  const existing = await latestOf(db, loadingRecords, saleId);
  if (existing === null) {
    const [row] = await db
      .insert(loadingRecords)
      .values({
        car_sale_id: saleId,
        container_id: containerId,
        loading_port_id: box?.loading_port_id ?? null,
        warehouse_id: box?.warehouse_id ?? null,
        loaded_at: loadingDate,
      })
      .returning({ id: loadingRecords.id });
    await auditCreated(db, actorId, 'loadingrecords', row!.id, saleId);
    return;
  }
  const before = await readStoredRow(db, 'loadingrecords', existing);
  await db
    .update(loadingRecords)
    .set({ container_id: containerId, updated_at: new Date() })
    .where(eq(loadingRecords.id, existing));
  if (loadingDate) {
    await db
      .update(loadingRecords)
      .set({ loaded_at: loadingDate })
      .where(and(eq(loadingRecords.id, existing), isNull(loadingRecords.loaded_at)));
  }
  await auditUpdate(db, actorId, 'loadingrecords', existing, saleId, before);
}

async function linkShipping(db: Db, actorId: number, saleId: number, containerId: number): Promise<void> {
  const existing = await latestOf(db, shippings, saleId);
  if (existing === null) {
    const [row] = await db
      .insert(shippings)
      .values({ car_sale_id: saleId, container_id: containerId, shipping_type: 'container' })
      .returning({ id: shippings.id });
    await auditCreated(db, actorId, 'shippings', row!.id, saleId);
    return;
  }
  const before = await readStoredRow(db, 'shippings', existing);
  await db
    .update(shippings)
    .set({ container_id: containerId, updated_at: new Date() })
    .where(eq(shippings.id, existing));
  await auditUpdate(db, actorId, 'shippings', existing, saleId, before);
}

/** A record the container's cars needed, created: its audit entry lists every stored field. */
async function auditCreated(
  db: Db,
  actorId: number,
  kind: 'loadingrecords' | 'shippings',
  id: number,
  saleId: number,
): Promise<void> {
  const changes = createdFields(await readStoredRow(db, kind, id));
  await recordChange(db, { kind, record_id: id, car_sale_id: saleId, actor_id: actorId, action: 'create', changes });
}

async function auditUpdate(
  db: Db,
  actorId: number,
  kind: 'loadingrecords' | 'shippings',
  id: number,
  saleId: number,
  before: Record<string, unknown>,
): Promise<void> {
  const changes = diffRows(before, await readStoredRow(db, kind, id));
  if (!Object.keys(changes).length) return;
  await recordChange(db, { kind, record_id: id, car_sale_id: saleId, actor_id: actorId, action: 'update', changes });
}
