// GET /api/health/
import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['pglite', 'postgres']),
    bus: z.enum(['memory', 'redis']),
    version: z.string(),
    failing: z.array(z.enum(['database', 'bus'])).optional(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
