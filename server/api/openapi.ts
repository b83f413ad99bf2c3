// OpenAPI descriptions shared by every module's routes.
import type { z } from 'zod';

/** A JSON response of the OpenAPI document: `json('The account', userSchema)`. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});
