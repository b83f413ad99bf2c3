// Bounded work per request (decision 018): URLs that decode cleanly, bodies counted and timed while they arrive.
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { NULL_CHARACTERS } from './validate';

/** Every body but an upload: JSON and form fields are a few KB; this leaves room for long descriptions. */
const BODY_MAX_BYTES = 256 * 1024;

export interface BodyBounds {
  maxBytes: number;
  /** The 413's detail for this route. */
  tooLarge: string;
}

const tooLargeDetail = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `Request body is too large: at most ${bytes / 1024 / 1024} MB.`
    : `Request body is too large: at most ${bytes / 1024} KB.`;

/**
 * 400 for a path whose percent-encoding does not decode (or is not UTF-8); 404 for U+0000 in the path, which can name
 * nothing. Runs before routing: Hono would keep such text undecoded and pass it on.
 */
export function checkPath(c: Context<AppEnv>): void {
  const { rawPath } = splitUrl(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw ApiError.badRequest('Malformed percent-encoding in the URL path.');
  }
  if (path.includes('\u0000')) throw ApiError.notFound();
}

/**
 * 400 for a query parameter whose percent-encoding does not decode, or with U+0000 in its name or value. Runs in the
 * route's chain (createRouter), after its `signedIn` check: a query is the operation's input, like its body, so an
 * anonymous caller of a signed-in operation gets 401 and a method the path lacks gets 405 first (decision 060).
 */
export function checkQuery(c: Context<AppEnv>): void {
  const errors: Record<string, string[]> = {};
  for (const part of splitUrl(c.req.url).rawQuery.split('&')) {
    if (part === '') continue;
    const cut = part.indexOf('=');
    const rawKey = cut === -1 ? part : part.slice(0, cut);
    const rawValue = cut === -1 ? '' : part.slice(cut + 1);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      const value = decodeURIComponent(rawValue.replaceAll('+', ' '));
      if (key.includes('\u0000') || value.includes('\u0000')) errors[key.replaceAll('\u0000', '')] = [NULL_CHARACTERS];
    } catch {
      errors[key] = ['Malformed percent-encoding.'];
    }
  }
  if (Object.keys(errors).length) throw ApiError.validation(errors);
}

function splitUrl(url: string): { rawPath: string; rawQuery: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', start);
  return {
    rawPath: queryAt === -1 ? url.slice(start) : url.slice(start, queryAt),
    rawQuery: queryAt === -1 ? '' : url.slice(queryAt + 1).split('#')[0]!,
  };
}

/**
 * Replaces the request's body with one that counts its bytes against the route's bound (BODY_MAX_BYTES unless the
 * route raised it with `allowBody`) and fails once `timeoutMs` have passed since the headers arrived: 413 and 408,
 * whether the body declares a Content-Length or is chunked, and without buffering anything.
 */
export function boundBody(c: Context<AppEnv>, timeoutMs: number): void {
  const bounds: BodyBounds = { maxBytes: BODY_MAX_BYTES, tooLarge: tooLargeDetail(BODY_MAX_BYTES) };
  c.set('bodyBounds', bounds);
  // A Fetch GET or HEAD has no body. Asking for it anyway would build the full Request the Node adapter otherwise
  // never needs (a tenth of a listing's CPU).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const source = c.req.raw.body;
  if (!source) return;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  const deadline = Date.now() + timeoutMs;
  const reader = source.getReader();
  let received = 0;
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: ApiError) => {
    reader.cancel(error).catch(() => undefined);
    controller.error(error);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (declared > bounds.maxBytes) return fail(controller, ApiError.payloadTooLarge(bounds.tooLarge));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
        });
        try {
          const chunk = await Promise.race([reader.read(), late]);
          if (chunk === 'late') return fail(controller, ApiError.requestTimeout());
          if (chunk.done) return controller.close();
          received += chunk.value.byteLength;
          if (received > bounds.maxBytes) return fail(controller, ApiError.payloadTooLarge(bounds.tooLarge));
          controller.enqueue(chunk.value);
        } catch (error) {
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
      // Pulled only when the body is read: a stream fills its queue as soon as it exists otherwise, which would check a
      // declared length against the default bound before an upload route's `allowBody` could raise it.
    },
    { highWaterMark: 0 },
  );
  // `duplex` is required by undici for a streamed request body; the DOM typings do not know it yet.
  c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
}

/**
 * Raises this request's body bound for an upload route, before it reads the body; a declared Content-Length
 * beyond it is refused at once, a chunked body when the count passes it.
 */
export function allowBody(c: Context<AppEnv>, maxBytes: number, tooLarge = tooLargeDetail(maxBytes)): void {
  const bounds = c.get('bodyBounds');
  bounds.maxBytes = maxBytes;
  bounds.tooLarge = tooLarge;
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw ApiError.payloadTooLarge(tooLarge);
}
