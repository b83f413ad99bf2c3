// The dashboard overview (GET /api/v2/orders/overview/): cars on their way, what is owed, unread notes, latest news.
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { STAGE_LABELS, type OrderKind, type OrdersOverview, type ShipmentStage } from '@/lib/contract/orders';
import { requireScope } from './access';
import { carSales, loadingRecords, recordNotes, shippings, summaryReports } from '../../db/schema';
import { unreadNoteCounts } from './notes.service';
import { carImages, saleColumns, toCar, type LoadContext } from './record-source';
import { summaryBalance } from './sources-sales';
import { loadStageFacts } from './stage-facts';
import { buildTimeline, containerEtas } from './timeline';

const MAX_CARS = 50;
const MAX_ACTIVITY = 10;
/** Staff see every customer's cars: the overview looks at the most recently updated ones only, so it stays quick. */
const STAFF_WINDOW = 100;

type Activity = OrdersOverview['activity'][number];

export async function getOverview(ctx: LoadContext): Promise<OrdersOverview> {
  const scope = requireScope('summaryreports', ctx.viewer, 'list');
  const mine: SQL | undefined = scope === 'own' ? eq(summaryReports.customer_id, ctx.viewer.id) : undefined;

  // Three round trips whatever the number of cars: the totals beside the cars, then everything about the cars at once.
  const [[totals], reports] = await Promise.all([
    ctx.db
      .select({
        delivered: sql<number>`count(*) filter (where ${summaryReports.stage} = 'delivered')::int`,
        in_transit: sql<number>`count(*) filter (where ${summaryReports.stage} <> 'delivered')::int`,
        balance_due: sql<number>`coalesce(sum(greatest(${summaryBalance}, 0)), 0)::int`,
      })
      .from(summaryReports)
      .where(mine),
    ctx.db
      .select({ s: summaryReports, car: saleColumns })
      .from(summaryReports)
      .innerJoin(carSales, eq(carSales.id, summaryReports.car_sale_id))
      .where(mine)
      .orderBy(desc(summaryReports.updated_at), desc(summaryReports.id))
      .limit(scope === 'own' ? 1000 : STAFF_WINDOW),
  ]);
  const saleIds = reports.map((r) => r.s.car_sale_id);
  const [images, etas, unread, facts, notes] = await Promise.all([
    carImages(ctx, saleIds),
    containerEtas(ctx, saleIds),
    unreadPerSale(
      ctx,
      reports.map((r) => ({ summary: r.s.id, sale: r.s.car_sale_id })),
    ),
    loadStageFacts(ctx.db, saleIds),
    newestNotes(ctx, reports),
  ]);

  const open = reports
    .filter((r) => r.s.stage !== 'delivered')
    .map((r) => {
      const total =
        r.s.car_price + r.s.auction_fees + r.s.towing + r.s.ocean_freight + r.s.customs_duties + r.s.other_charges;
      const stage = r.s.stage as ShipmentStage;
      return {
        summary_report_id: r.s.id,
        car: toCar(r.car, images),
        stage,
        stage_label: STAGE_LABELS[stage],
        eta: etas.get(r.s.car_sale_id) ?? null,
        balance: total - r.s.paid,
        unread_notes: unread.get(r.s.car_sale_id) ?? 0,
        updated_at: r.s.updated_at.toISOString(),
      };
    })
    // Soonest ETA first; cars without one yet (still in the US) after them, most recently updated first.
    .sort((a, b) => (a.eta ?? '9999').localeCompare(b.eta ?? '9999'))
    .slice(0, MAX_CARS);

  const activity: Activity[] = [];
  for (const r of reports) {
    const carFacts = facts.get(r.s.car_sale_id);
    if (!carFacts) continue;
    for (const step of buildTimeline(carFacts, r.s.stage as ShipmentStage, ctx.media)) {
      if (step.state === 'upcoming' || step.estimated || !step.date) continue;
      activity.push({
        at: `${step.date}T00:00:00.000Z`,
        kind: 'stage',
        record_kind: 'summaryreports',
        record_id: r.s.id,
        car: toCar(r.car, images),
        text: `${step.label}: ${step.detail}`,
      });
    }
  }
  activity.push(...noteActivity(notes, reports, images));

  return {
    in_transit: open,
    in_transit_count: totals?.in_transit ?? 0,
    delivered_count: totals?.delivered ?? 0,
    unread_notes: [...unread.values()].reduce((sum, n) => sum + n, 0),
    balance_due: totals?.balance_due ?? 0,
    activity: activity.sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_ACTIVITY),
  };
}

/**
 * Unread notes per car over every record of it the customer follows (summary report, car order, shipping, loading
 * record): a staff note on any of them counts, not only those on the summary report.
 */
async function unreadPerSale(
  ctx: LoadContext,
  cars: { summary: number; sale: number }[],
): Promise<Map<number, number>> {
  const saleIds = cars.map((c) => c.sale);
  const perSale = new Map<number, number>(saleIds.map((id) => [id, 0]));
  if (!saleIds.length) return perSale;
  const [ships, loads] = await Promise.all([
    ctx.db
      .select({ id: shippings.id, sale: shippings.car_sale_id })
      .from(shippings)
      .where(inArray(shippings.car_sale_id, saleIds)),
    ctx.db
      .select({ id: loadingRecords.id, sale: loadingRecords.car_sale_id })
      .from(loadingRecords)
      .where(inArray(loadingRecords.car_sale_id, saleIds)),
  ]);
  const sources: [OrderKind, { id: number; sale: number }[]][] = [
    ['summaryreports', cars.map((c) => ({ id: c.summary, sale: c.sale }))],
    ['carsales', saleIds.map((id) => ({ id, sale: id }))],
    ['shippings', ships],
    ['loadingrecords', loads],
  ];
  const counts = await Promise.all(
    sources.map(([kind, rows]) =>
      unreadNoteCounts(
        ctx.db,
        kind,
        rows.map((r) => r.id),
        ctx.viewer,
      ),
    ),
  );
  sources.forEach(([, rows], i) => {
    for (const row of rows) perSale.set(row.sale, (perSale.get(row.sale) ?? 0) + (counts[i]!.get(row.id) ?? 0));
  });
  return perSale;
}

type OverviewReport = { s: { id: number; car_sale_id: number }; car: Parameters<typeof toCar>[0] };

/** The newest shared (never private) notes on the cars' summary reports and car sales. */
async function newestNotes(ctx: LoadContext, reports: readonly OverviewReport[]) {
  if (!reports.length) return [];
  return ctx.db
    .select({
      record_type: recordNotes.record_type,
      record_id: recordNotes.record_id,
      content: recordNotes.content,
      created_at: recordNotes.created_at,
    })
    .from(recordNotes)
    .where(
      and(
        ne(recordNotes.is_private, true),
        or(
          and(
            eq(recordNotes.record_type, 'summary_reports'),
            inArray(
              recordNotes.record_id,
              reports.map((r) => r.s.id),
            ),
          ),
          and(
            eq(recordNotes.record_type, 'car_sales'),
            inArray(
              recordNotes.record_id,
              reports.map((r) => r.s.car_sale_id),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(recordNotes.created_at), desc(recordNotes.id))
    .limit(MAX_ACTIVITY);
}

/** Those notes as the overview's activity, each with its car. */
function noteActivity(
  notes: Awaited<ReturnType<typeof newestNotes>>,
  reports: readonly OverviewReport[],
  images: Map<number, string | null>,
): Activity[] {
  const byReport = new Map(reports.map((r) => [r.s.id, r]));
  const bySale = new Map(reports.map((r) => [r.s.car_sale_id, r]));
  return notes.flatMap((note) => {
    const report = note.record_type === 'summary_reports' ? byReport.get(note.record_id) : bySale.get(note.record_id);
    if (!report) return [];
    const isReport = note.record_type === 'summary_reports';
    return [
      {
        at: note.created_at.toISOString(),
        kind: 'note' as const,
        record_kind: isReport ? 'summaryreports' : 'carsales',
        record_id: isReport ? report.s.id : report.s.car_sale_id,
        car: toCar(report.car, images),
        text: note.content.length > 140 ? `${note.content.slice(0, 139)}…` : note.content,
      },
    ];
  });
}
