// A car's shipment timeline: every stage from purchase to delivery with its date, state, one line and photos.
import { eq, inArray } from 'drizzle-orm';
import {
  DESTINATION_PORT,
  SHIPMENT_STAGES,
  STAGE_LABELS,
  type ShipmentStage,
  type TimelineEvent,
  type TimelineStep,
} from '@/lib/contract/orders';
import { containers, loadingRecords, shippings, summaryReports } from '../../db/schema';
import type { LoadContext } from './record-source';
import { deriveStage, todayIso } from './stage';
import { loadStageFacts, type CarFacts } from './stage-facts';
import { towingStatusEvents } from './towing-events';
import { businessDay } from '../../api/business-day';

// A tow's moments become the day they fell on in Cambodia, as every date the site shows (decision 025): a tow
// dispatched at 21:00 UTC on the 24th was dispatched on the 25th for the customer reading it.
const day = (value: Date | null | undefined) => (value ? businessDay(value) : null);

interface StepFacts {
  date: string | null;
  estimated?: boolean;
  detail: string;
  images?: string[];
}

function stepFacts(facts: CarFacts, stage: ShipmentStage, passed: boolean): StepFacts {
  const tow = facts.towingDetail;
  const load = facts.loadingDetail;
  const box = facts.containerDetail;
  const warehouse = tow?.warehouse;
  const place = warehouse ? `${warehouse.city}, ${warehouse.state}` : null;
  switch (stage) {
    case 'purchased':
      return {
        date: facts.purchase?.purchase_date ?? facts.sale.date,
        detail: facts.purchase ? `Bought from ${facts.purchase.seller}` : 'Bought for you',
      };
    case 'towing':
      return {
        date: day(tow?.dispatched_at),
        detail: tow
          ? `Towed by ${tow.company ?? 'our towing partner'}${place ? ` to ${place} warehouse` : ''}`
          : 'Towing to our US warehouse',
      };
    case 'at warehouse':
      return {
        date: day(tow?.delivered_at),
        detail: warehouse ? `At our ${warehouse.warehouse} warehouse` : 'At our US warehouse',
      };
    case 'loaded':
      return {
        date: load?.loading_date ?? null,
        detail: box
          ? `Loaded into container ${box.container_number}${load?.port ? ` at ${load.port}` : ''}`
          : 'Loaded into a container',
        images: load?.images ?? [],
      };
    case 'in transit':
      return {
        date: box?.etd ?? null,
        estimated: Boolean(box?.etd) && !passed,
        detail: box
          ? `Container ${box.container_number}${box.vessel ? ` on ${box.vessel}` : ''} to ${DESTINATION_PORT}`
          : `Shipping to ${DESTINATION_PORT}`,
        images: box?.images ?? [],
      };
    case 'arrived':
      return facts.shipping?.arrived_at
        ? { date: facts.shipping.arrived_at, detail: `Arrived at ${DESTINATION_PORT}`, images: facts.shippingImages }
        : { date: box?.eta ?? null, estimated: Boolean(box?.eta), detail: `Expected at ${DESTINATION_PORT}` };
    case 'customs':
      return { date: facts.shipping?.customs_cleared_at ?? null, detail: 'Cleared Cambodian customs' };
    case 'delivered':
      return { date: facts.shipping?.delivered_at ?? null, detail: 'Handed over to you' };
  }
}

/**
 * The eight steps for one car at `current`: before it done, it current, after it upcoming. `towingEvents` (each
 * towing status set, oldest first) go on the towing step.
 */
export function buildTimeline(
  facts: CarFacts,
  current: ShipmentStage,
  media: LoadContext['media'],
  towingEvents: readonly TimelineEvent[] = [],
): TimelineStep[] {
  const at = SHIPMENT_STAGES.indexOf(current);
  return SHIPMENT_STAGES.map((stage, index) => {
    const state = index < at ? 'done' : index === at ? 'current' : 'upcoming';
    const step = stepFacts(facts, stage, index <= at);
    return {
      stage,
      label: STAGE_LABELS[stage],
      state,
      date: step.date,
      estimated: step.estimated ?? false,
      detail: step.detail,
      images: (step.images ?? []).map((p) => media(p)).filter((u): u is string => u !== null),
      ...(stage === 'towing' && towingEvents.length ? { events: [...towingEvents] } : {}),
    };
  });
}

/** The timeline of one car sale, at the stage its summary report holds (derived when it has none). */
export async function timelineFor(ctx: LoadContext, saleId: number): Promise<TimelineStep[]> {
  const facts = (await loadStageFacts(ctx.db, [saleId], { photos: true })).get(saleId);
  if (!facts) return [];
  const [report] = await ctx.db
    .select({ stage: summaryReports.stage })
    .from(summaryReports)
    .where(eq(summaryReports.car_sale_id, saleId))
    .limit(1);
  const stage = (report?.stage as ShipmentStage | undefined) ?? deriveStage(facts, todayIso());
  const towingEvents = facts.towingDetail ? await towingStatusEvents(ctx.db, facts.towingDetail.id) : [];
  return buildTimeline(facts, stage, ctx.media, towingEvents);
}

/** Container ETA per car sale (its shipping's container, else its loading record's), one query for a page. */
export async function containerEtas(ctx: LoadContext, saleIds: readonly number[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (!saleIds.length) return out;
  const ids = [...new Set(saleIds)];
  const rows = await ctx.db
    .select({ car_sale_id: shippings.car_sale_id, eta: containers.eta })
    .from(shippings)
    .innerJoin(containers, eq(containers.id, shippings.container_id))
    .where(inArray(shippings.car_sale_id, ids))
    .unionAll(
      ctx.db
        .select({ car_sale_id: loadingRecords.car_sale_id, eta: containers.eta })
        .from(loadingRecords)
        .innerJoin(containers, eq(containers.id, loadingRecords.container_id))
        .where(inArray(loadingRecords.car_sale_id, ids)),
    );
  for (const row of rows) if (!out.get(row.car_sale_id)) out.set(row.car_sale_id, row.eta);
  return out;
}
