// The call site for "a car moved to another stage": the seam where the notification socket and outbox hook in.
import type { Logger } from 'pino';
import type { ShipmentStage } from '@/lib/contract/orders-values';
import type { Bus } from '../../realtime/bus';
import type { Db } from '../../db/client';

export interface StageChange {
  summary_report_id: number;
  car_sale_id: number;
  customer_id: number;
  from: ShipmentStage;
  to: ShipmentStage;
  /** When the change was recorded (ISO 8601). */
  at: string;
}

export interface StageEventDeps {
  db: Db;
  getBus: () => Promise<Bus>;
  log: Logger;
}

/**
 * Tells the car's owner that it moved on. Until record events (socket frame + outbox e-mail) are wired in, this
 * only logs: the one place they hook in is here, so callers never change.
 */
export async function notifyStageChange(deps: StageEventDeps, change: StageChange): Promise<void> {
  deps.log.info({ stage_change: change }, 'car stage changed');
}
