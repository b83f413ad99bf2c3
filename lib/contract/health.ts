// GET /api/health/ (readiness, also /api/health/ready/) and GET /api/health/live/ (liveness).
import { z } from 'zod';

const HEALTH_PARTS = ['database', 'bus'] as const;

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['pglite', 'postgres']),
    bus: z.enum(['memory', 'redis']),
    version: z.string(),
    /** The parts that failed: `database` when it cannot be reached or cannot write, `bus` when it does not answer. */
    failing: z.array(z.enum(HEALTH_PARTS)).optional(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** Liveness: the process answers; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal('ok'), version: z.string() }).meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof livenessSchema>;
