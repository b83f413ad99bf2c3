// The outbox as clients see it: GET /api/dev/outbox/ (development) and the staff list of deliveries (/api/admin/outbox/).
import { z } from 'zod';
import { pageSchema } from './common';

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    /** pending, sent or failed. */
    status: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.array(outboxMessageSchema);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_PAGE_SIZE = 20;

/**
 * GET /api/admin/outbox/ (staff): a message's delivery state. The body is left out on purpose: it holds sign-in
 * links and codes, which staff must not be able to read.
 */
export const staffOutboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    /** Delivery tries so far. */
    attempts: z.number().int(),
    /** The last failure's message, or null. */
    error: z.string().nullable(),
    next_attempt_at: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'StaffOutboxMessage' });
export type StaffOutboxMessage = z.infer<typeof staffOutboxMessageSchema>;

export const staffOutboxPageSchema = pageSchema(staffOutboxMessageSchema).meta({ id: 'StaffOutboxPage' });
export type StaffOutboxPage = z.infer<typeof staffOutboxPageSchema>;

export const OUTBOX_RETRY_NOT_FAILED = 'Only a parked (failed) message can be retried.';
