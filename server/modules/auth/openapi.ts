// Response descriptions shared by the accounts routes' OpenAPI documents.
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { json } from '../../api/openapi';

export const invalidFields = { 400: json('Invalid fields', fieldErrorsSchema) };
export const throttled = { 429: json('Too many requests (see Retry-After)', detailErrorSchema) };
