// The forms' zod resolver with the API's wording: an empty field reads "This field may not be blank." as the
// server would answer (zod's own defaults and a schema's format message would say something else).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export const BLANK_MESSAGE = 'This field may not be blank.';

export function drfResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const value: unknown = values[name];
      if (error && typeof value === 'string' && value.trim() === '') error.message = BLANK_MESSAGE;
    }
    return result;
  };
}
