// Response descriptions shared by the accounts routes' OpenAPI documents.
import type { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';

export const jsonResponse = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});

export const invalidFields = { 400: jsonResponse('Invalid fields', fieldErrorsSchema) };
export const throttled = { 429: jsonResponse('Too many requests (see Retry-After)', detailErrorSchema) };
