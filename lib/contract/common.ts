// Shapes shared by every endpoint: DRF pages and error bodies.
import { z } from 'zod';
import { INT_MAX, INT_MIN } from './ids';

export const detailErrorSchema = z
  .object({ detail: z.string() })
  .meta({ id: 'DetailError', description: 'Every error that is not field by field: `{"detail": "Not found."}`' });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** DRF validation errors: field name → messages; `non_field_errors` for the whole body. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).meta({
  id: 'FieldErrors',
  description:
    'Validation errors: each field (dotted for nested ones) → its messages; `non_field_errors` for the whole body',
  example: { year: ['Ensure this value is greater than or equal to 1900.'], non_field_errors: ['Invalid data.'] },
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** DRF's 400: field errors, or `detail` when there is nothing field by field to say (malformed JSON or URL). */
export const badRequestSchema = z.union([fieldErrorsSchema, detailErrorSchema]).meta({
  id: 'BadRequest',
  description:
    'Field errors, or `{"detail": "JSON parse error - ..."}` for a malformed JSON body (and `detail` for a malformed URL)',
});

/** DRF's 401: `detail`, and SimpleJWT's `code` and `messages` when a token was sent but is not valid. */
export const authenticationErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    messages: z.array(z.object({ token_class: z.string(), token_type: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'AuthenticationError', example: { detail: 'Authentication credentials were not provided.' } });

/** Whole-number text as DRF's IntegerField reads it: a sign, digits, an optional `.0…`, spaces around. */
const INTEGER_TEXT = /^\s*[+-]?\d+(\.0*)?\s*$/;

/**
 * The one integer rule of every contract: a JSON number or whole-number text (form fields and query values are
 * text), within `min`..`max` (PostgreSQL's integer range unless narrower), in DRF's words, so the browser's forms
 * and the API say the same thing. Absent stays absent, so a required field says "This field is required.".
 */
export function integer(bounds: { min?: number; max?: number } = {}) {
  const min = bounds.min ?? INT_MIN;
  const max = bounds.max ?? INT_MAX;
  return z.preprocess(
    (v) => (typeof v === 'string' && INTEGER_TEXT.test(v) ? Number(v) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'This field is required.'
            : issue.input === null
              ? 'This field may not be null.'
              : 'A valid integer is required.',
      })
      .int('A valid integer is required.')
      .min(min, `Ensure this value is greater than or equal to ${min}.`)
      .max(max, `Ensure this value is less than or equal to ${max}.`),
  );
}

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
