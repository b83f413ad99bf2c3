// Shapes shared by every endpoint: DRF pages and error bodies.
import { z } from 'zod';

export const detailErrorSchema = z.object({ detail: z.string() }).meta({ id: 'DetailError' });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** DRF validation errors: field name → messages; `non_field_errors` for the whole body. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors' });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().url().nullable(),
    previous: z.string().url().nullable(),
    results: z.array(item),
  });
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
