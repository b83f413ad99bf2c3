// Turns any failed API call into one shape, and that shape into the messages forms show (spec §8).
import { isApiError } from './http-client';

export interface ApiErrorInfo {
  /** HTTP status; 0 when no response arrived (network error, timeout, or not an HTTP error at all). */
  status: number;
  detail: string | null;
  code: string | null;
  /** DRF validation errors: field name → messages (`non_field_errors` for the whole body). */
  fieldErrors: Record<string, string[]>;
}

export const SERVER_ERROR_MESSAGE = 'Server Error: An error occured';

// Keys of DRF/SimpleJWT error bodies that describe the error rather than a form field.
const META_KEYS = new Set(['detail', 'code', 'messages']);

export function parseApiError(error: unknown): ApiErrorInfo {
  const info: ApiErrorInfo = { status: 0, detail: null, code: null, fieldErrors: {} };
  if (!isApiError(error) || !error.response) return info;
  info.status = error.response.status;
  const data: unknown = error.response.data;
  if (!isRecord(data)) return info;
  if (typeof data.detail === 'string') info.detail = data.detail;
  if (typeof data.code === 'string') info.code = data.code;
  for (const [key, value] of Object.entries(data)) {
    if (!META_KEYS.has(key)) collectFieldErrors(key, value, info.fieldErrors);
  }
  return info;
}

/** Spec §8: a server error or an empty body is one generic line, otherwise one line per field. */
export function formErrorMessages(info: ApiErrorInfo): string[] {
  const fieldMessages = Object.entries(info.fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) =>
      field === 'non_field_errors' ? messages[0]! : `${humaniseField(field)}: ${messages[0]!}`,
    );
  if (info.status === 0 || info.status >= 500) return [SERVER_ERROR_MESSAGE];
  if (fieldMessages.length > 0) return fieldMessages;
  if (info.detail) return [info.detail];
  return [SERVER_ERROR_MESSAGE];
}

/** `first_name` → `First name`, `address.zip_code` → `Address zip code`, `subCategory` → `Sub category`. */
export function humaniseField(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[._\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Nested serializer errors ({"address": {"city": [...]}}) become dotted keys; list items keep their index.
function collectFieldErrors(key: string, value: unknown, into: Record<string, string[]>): void {
  if (typeof value === 'string') {
    into[key] = [value];
  } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    into[key] = value;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectFieldErrors(`${key}.${index}`, item, into));
  } else if (isRecord(value)) {
    for (const [child, nested] of Object.entries(value)) collectFieldErrors(`${key}.${child}`, nested, into);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
