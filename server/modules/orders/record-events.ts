// A staff note or a stage change on a customer's record reaches them: a record_update frame on their notification
// socket (over the bus, so whichever instance holds the socket delivers it) and an e-mail through the outbox.
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RecordEvent } from '@/lib/contract/orders';
import { STAGE_LABELS, type OrderKind, type ShipmentStage, type TowingStatus } from '@/lib/contract/orders-values';
import { toAuthUser } from '../../api/auth';
import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { carSales, users } from '../../db/schema';
import { recordNoteEmail, recordStageEmail } from '../../mail/record-messages';
import { deliverInBackground, enqueueMessage } from '../../mail/outbox';
import type { Bus } from '../../realtime/bus';
import { userChannel } from '../chat/chat-events';
import { accessScope, type RecordOwner } from './access';

export interface RecordEventDeps {
  db: Db;
  getBus: () => Promise<Bus>;
  log: Logger;
}

/** The frame's text is a preview: the full note is on the record's page. */
export const RECORD_EVENT_TEXT_MAX = 200;

export type RecordChange = {
  kind: OrderKind;
  owner: Pick<RecordOwner, 'id' | 'customer_id' | 'car_sale_id'>;
  /** Who made the change: they are never notified of their own doing. Null for the system. */
  actorId: number | null;
  /** When it happened (ISO 8601); now when absent. */
  at?: string;
} & (
  | { event: 'note'; content: string; /** The author's name as the e-mail shows it. */ author: string }
  | { event: 'stage'; stage: ShipmentStage }
  /** A towing status that did not move the car to another stage: told live only, the stage's e-mail is enough. */
  | { event: 'towing'; status: TowingStatus }
);

/** A notice ready to go out once the change has committed: the frame for the customer and their e-mail's row. */
export interface RecordNotice {
  userId: number;
  event: RecordEvent;
  outboxIds: number[];
}

/**
 * The page a customer follows the record on: a summary report's own page, else the car order (car sale) page that
 * carries the car's whole timeline.
 */
export function recordPath(kind: OrderKind, recordId: number, carSaleId: number): string {
  return kind === 'summaryreports'
    ? `/shipping-dashboard/summary-report/${recordId}`
    : `/shipping-dashboard/car-sales/${carSaleId}`;
}

function eventText(change: RecordChange): string {
  if (change.event === 'note') return change.content;
  if (change.event === 'towing') return `Towing status: ${change.status}`;
  return STAGE_LABELS[change.stage];
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > RECORD_EVENT_TEXT_MAX ? `${flat.slice(0, RECORD_EVENT_TEXT_MAX - 1)}…` : flat;
}

/**
 * Writes the customer's e-mail for the change (pass the change's transaction, so both commit or neither) and
 * returns the notice to send after commit; null when nobody is to hear of it: a record without a customer (a
 * container), the customer's own change, or a kind the customer cannot open (superuser-only kinds, dummy accounts).
 * Callers decide what is notifiable at all: private notes never come here.
 */
export async function prepareRecordNotice(db: Db, change: RecordChange): Promise<RecordNotice | null> {
  const { owner } = change;
  if (owner.customer_id === null || owner.car_sale_id === null || owner.customer_id === change.actorId) return null;
  const [customer] = await db.select().from(users).where(eq(users.id, owner.customer_id)).limit(1);
  if (!customer?.is_active || accessScope(change.kind, toAuthUser(customer), 'detail') === 'none') return null;
  const event: RecordEvent = {
    command: 'record_update',
    event: change.event,
    kind: change.kind,
    record_id: owner.id,
    car_sale_id: owner.car_sale_id,
    text: preview(eventText(change)),
    at: change.at ?? new Date().toISOString(),
  };
  const outboxIds: number[] = [];
  // The e-mail only when the customer wants it (My account, decision 055); the live frame always.
  if (customer.email && customer.notify_status_email && change.event !== 'towing') {
    const [car] = await db
      .select({ year: carSales.year, make: carSales.make, model: carSales.model, vin: carSales.vin })
      .from(carSales)
      .where(eq(carSales.id, owner.car_sale_id))
      .limit(1);
    const mail = {
      to: customer.email,
      firstName: customer.first_name,
      car: car ? `${car.year} ${car.make} ${car.model} (VIN ${car.vin})` : 'car',
      link: `${getConfig().publicUrl}${recordPath(change.kind, owner.id, owner.car_sale_id)}`,
    };
    const message =
      change.event === 'note'
        ? recordNoteEmail(mail, change.author, change.content)
        : recordStageEmail(mail, STAGE_LABELS[change.stage]);
    outboxIds.push(await enqueueMessage(db, message));
  }
  return { userId: customer.id, event, outboxIds };
}

/**
 * Publishes the frame on the user's bell channel (`user.<id>`, the one chat notifications use): every instance's
 * notification sockets of that user forward it. A bus failure is logged, not thrown: the change is already saved
 * and the e-mail still goes; the customer sees it on their next load.
 */
export async function publishRecordEvent(
  deps: Pick<RecordEventDeps, 'getBus' | 'log'>,
  notice: { userId: number; event: RecordEvent },
): Promise<void> {
  try {
    const bus = await deps.getBus();
    await bus.publish(userChannel(notice.userId), notice.event);
  } catch (err) {
    deps.log.error({ err, user_id: notice.userId, record_id: notice.event.record_id }, 'record event not published');
  }
}

/** After commit: the e-mail leaves in the background, the frame goes over the bus. */
export async function sendRecordNotice(deps: RecordEventDeps, notice: RecordNotice | null): Promise<void> {
  if (!notice) return;
  deliverInBackground(deps.db, notice.outboxIds, deps.log);
  await publishRecordEvent(deps, notice);
}

/**
 * For a change already committed (a stage change): queues the e-mail, then sends both. Callers that write the
 * change in a transaction may instead call prepareRecordNotice inside it and sendRecordNotice after.
 */
export async function notifyRecordChange(deps: RecordEventDeps, change: RecordChange): Promise<void> {
  await sendRecordNotice(deps, await prepareRecordNotice(deps.db, change));
}
