// The call site for "a car moved to another stage": the customer hears of it on their socket and by e-mail.
import type { ShipmentStage } from '@/lib/contract/orders-values';
import { prepareRecordNotice, type RecordEventDeps, type RecordNotice } from './record-events';

export interface StageChange {
  summary_report_id: number;
  car_sale_id: number;
  customer_id: number;
  from: ShipmentStage;
  to: ShipmentStage;
  /** Who made the change that moved the car (never notified of their own doing). */
  actor_id: number | null;
  /** When the change was recorded (ISO 8601). */
  at: string;
}

export type StageEventDeps = RecordEventDeps;

/**
 * Writes the car owner's e-mail that it moved on, as a change of their summary report (the page that follows the
 * car), in the caller's transaction (`deps.db`); the caller sends the notice (socket frame) after it commits.
 */
export async function prepareStageNotice(deps: StageEventDeps, change: StageChange): Promise<RecordNotice | null> {
  deps.log.info({ stage_change: change }, 'car stage changed');
  return prepareRecordNotice(deps.db, {
    kind: 'summaryreports',
    owner: { id: change.summary_report_id, customer_id: change.customer_id, car_sale_id: change.car_sale_id },
    actorId: change.actor_id,
    event: 'stage',
    stage: change.to,
    at: change.at,
  });
}
