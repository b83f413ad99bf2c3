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

  static methodNotAllowed(method: string): ApiError {
    return new ApiError(405, { detail: `Method "${method}" not allowed.` });
  }

  static unsupportedMediaType(type: string): ApiError {
    return new ApiError(415, { detail: `Unsupported media type "${type}" in request.` });
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

/** DRF's wording for the common zod failures, keyed by the field path joined with dots. */
export function zodToFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = (out[key] ??= []);
    const message = drfMessage(issue);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

type Issue = ZodError['issues'][number];

function drfMessage(issue: Issue): string {
  if (issue.code === 'invalid_type') {
    const received = (issue as { input?: unknown }).input;
    if (received === undefined) return 'This field is required.';
    if (received === null) return 'This field may not be null.';
    if (issue.expected === 'number' || issue.expected === 'int') return 'A valid integer is required.';
    if (issue.expected === 'string') return 'Not a valid string.';
    if (issue.expected === 'boolean') return 'Must be a valid boolean.';
    return 'Invalid value.';
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
    return 'This field may not be blank.';
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address.';
  return issue.message;
}
