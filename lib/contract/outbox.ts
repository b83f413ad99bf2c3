// GET /api/dev/outbox/: the newest e-mails and SMS written to the outbox (outside production, or DEV_OUTBOX).
import { z } from 'zod';

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
