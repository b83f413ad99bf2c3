// The call site for "a car moved to another stage": the customer hears of it on their socket and by e-mail.
import type { ShipmentStage } from '@/lib/contract/orders-values';
import { notifyRecordChange, type RecordEventDeps } from './record-events';

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

/** Tells the car's owner that it moved on, as a change of their summary report (the page that follows the car). */
export async function notifyStageChange(deps: StageEventDeps, change: StageChange): Promise<void> {
  deps.log.info({ stage_change: change }, 'car stage changed');
  await notifyRecordChange(deps, {
    kind: 'summaryreports',
    owner: { id: change.summary_report_id, customer_id: change.customer_id, car_sale_id: change.car_sale_id },
    actorId: change.actor_id,
    event: 'stage',
    stage: change.to,
    at: change.at,
  });
}
