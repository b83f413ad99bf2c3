// One typed error for the API, mapped once (in createApp's onError) to Django REST Framework's response shapes.
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }

  static validation(fields: FieldErrors): ApiError {
    return new ApiError(400, fields);
  }

  static badRequest(detail: string): ApiError {
    return new ApiError(400, { detail });
  }

  static notAuthenticated(): ApiError {
    return new ApiError(
      401,
      { detail: 'Authentication credentials were not provided.' },
      { 'WWW-Authenticate': 'Bearer realm="api"' },
    );
  }

  static forbidden(detail = 'You do not have permission to perform this action.'): ApiError {
    return new ApiError(403, { detail });
  }

  static notFound(detail = 'Not found.'): ApiError {
    return new ApiError(404, { detail });
  }

  /** The request conflicts with the resource's current state (e.g. a stale edit, decision 038); nothing was changed. */
  static conflict(detail: string): ApiError {
    return new ApiError(409, { detail });
  }

  static methodNotAllowed(method: string): ApiError {
    return new ApiError(405, { detail: `Method "${method}" not allowed.` });
  }

  static unsupportedMediaType(type: string): ApiError {
    return new ApiError(415, { detail: `Unsupported media type "${type}" in request.` });
  }

  /** The body is larger than the route accepts; the connection is closed, since the rest is not read. */
  static payloadTooLarge(detail: string): ApiError {
    return new ApiError(413, { detail }, { Connection: 'close' });
  }

  /** The body did not arrive within the bound (decision 018); the connection is closed. */
  static requestTimeout(): ApiError {
    return new ApiError(408, { detail: 'The request body did not arrive in time.' }, { Connection: 'close' });
  }

  static unavailable(detail = 'Service temporarily unavailable, try again later.', retryAfterSeconds = 5): ApiError {
    return new ApiError(503, { detail }, { 'Retry-After': String(retryAfterSeconds) });
  }

  static throttled(waitSeconds: number): ApiError {
    const wait = Math.max(1, Math.ceil(waitSeconds));
    return new ApiError(
      429,
      { detail: `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.` },
      { 'Retry-After': String(wait) },
    );
  }
}

/**
 * DRF's wording for zod failures, keyed by the field path joined with dots (ours: DRF nests objects instead).
 * `input` is the value that was validated: zod only reports an issue's input when asked (`reportInput`), and
 * the message depends on it (a missing field is "required", a null one "may not be null", a blank one "blank").
 */
export function zodToFieldErrors(error: ZodError, input?: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = (out[key] ??= []);
    const message = drfMessage(issue, issueInput(issue, input));
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

type Issue = ZodError['issues'][number];

function issueInput(issue: Issue, root: unknown): unknown {
  if ('input' in issue) return issue.input;
  let value = root;
  for (const segment of issue.path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function drfMessage(issue: Issue, input: unknown): string {
  // Coercion failures (NaN, Infinity) are reported with a null input: they are bad numbers, not nulls.
  if (
    issue.code === 'invalid_type' &&
    'received' in issue &&
    (issue.received === 'NaN' || issue.received === 'Infinity')
  ) {
    return 'A valid integer is required.';
  }
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') {
    if (input === undefined) return 'This field is required.';
    if (input === null) return 'This field may not be null.';
  }
  if (issue.code === 'invalid_type') {
    if (issue.path.length === 0 && issue.expected === 'object') {
      return `Invalid data. Expected a dictionary, but got ${typeName(input)}.`;
    }
    // Ours: a zod number cannot say whether it is an integer; the API's numeric inputs are integers.
    if (issue.expected === 'number' || issue.expected === 'int') return 'A valid integer is required.';
    if (issue.expected === 'string') return 'Not a valid string.';
    if (issue.expected === 'boolean') return 'Must be a valid boolean.';
    if (issue.expected === 'array') return `Expected a list of items but got type "${typeName(input)}".`;
    if (issue.expected === 'object') return `Expected a dictionary of items but got type "${typeName(input)}".`;
    return 'Invalid value.';
  }
  // DRF checks blankness before any other string rule (an empty e-mail is blank, not an invalid address).
  if (input === '' && (issue.code === 'too_small' || issue.code === 'invalid_format')) {
    return 'This field may not be blank.';
  }
  // A contract's own message wins; only zod's English defaults are replaced by DRF's words.
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address.';
  if (issue.code === 'invalid_value') return `"${String(input)}" is not a valid choice.`;
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return `Ensure this field has at least ${String(issue.minimum)} characters.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
  }
  return issue.message;
}

const ZOD_DEFAULT = /^(Invalid (input|option|email|string|value)|Too (small|big))\b/;
