// Where a car is on its way home, derived from its records (decision 028): the one rule summary_reports.stage follows.
import type { ShipmentStage } from '@/lib/contract/orders-values';
import { businessDay } from '../../api/business-day';

/** What the records say about one car; absent records are null. Dates are YYYY-MM-DD. */
export interface StageFacts {
  towing: { towing_status: string; delivered_at: string | null } | null;
  loading: { loading_date: string | null } | null;
  container: { etd: string | null; status: string } | null;
  shipping: { arrived_at: string | null; customs_cleared_at: string | null; delivered_at: string | null } | null;
}

const AT_WAREHOUSE_STATUSES = ['Delivered to Warehouse', 'Delivered to Shop'];
const SAILED_STATUSES = ['in transit', 'arrived'];

/** The furthest stage the records prove, checked from the end of the way back to its start. */
export function deriveStage(facts: StageFacts, today: string): ShipmentStage {
  const { towing, loading, container, shipping } = facts;
  if (shipping?.delivered_at) return 'delivered';
  if (shipping?.customs_cleared_at) return 'customs';
  if (shipping?.arrived_at) return 'arrived';
  if (container && ((container.etd !== null && container.etd <= today) || SAILED_STATUSES.includes(container.status)))
    return 'in transit';
  if (loading?.loading_date) return 'loaded';
  if (towing && (towing.delivered_at !== null || AT_WAREHOUSE_STATUSES.includes(towing.towing_status)))
    return 'at warehouse';
  if (towing) return 'towing';
  return 'purchased';
}

/** Today in Cambodia as YYYY-MM-DD: the day the records' dates (entered by staff in Phnom Penh) are compared with. */
export function todayIso(now: Date = new Date()): string {
  return businessDay(now);
}
