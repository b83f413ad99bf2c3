// Builds a Hono app that speaks the DRF dialect: request id, JSON logs, auth, DRF errors for everything.
import { OpenAPIHono, type Hook, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { BlankSchema } from 'hono/types';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { getConfig } from '../config';
import { API_CSP, COMMON_SECURITY_HEADERS, DOCS_CSP } from '@/lib/security/headers';
import type { Database } from '../db/client';
import type { Bus } from '../realtime/bus';
import { authenticate } from './auth';
import type { AppEnv } from './context';
import { ApiError, zodToFieldErrors } from './errors';
import { httpCaching } from './http-caching';
import { boundBody, checkPath, checkQuery } from './limits';
import { needsUser, routePattern, routingPath } from './route-contract';
import { documentedRoute } from './standard-responses';
import { createMemoryThrottleStore, isThrottle, type ThrottleStore } from './throttle';
import { isJsonRequest, readJson } from './validate';
import type { CarCountBounds } from '../modules/cars/cars.repository';

// Hook is generic over the route's input; the zod error is all this hook reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route's input type
const drfValidationHook: Hook<any, AppEnv, any, any> = (result) => {
  // The validator passes the input it checked as `data`: DRF's message depends on it (missing, null, blank).
  if (!result.success) throw ApiError.validation(zodToFieldErrors(result.error, (result as { data?: unknown }).data));
};

export interface RouterOptions {
  /** The `security` of every route that does not declare its own (`signedIn` for a module of signed-in routes). */
  security?: RouteConfig['security'];
}

/**
 * A router for one API module; modules are mounted on the app with `app.route()`. Every route it registers keeps
 * what the route declares (decision 058): the document gets the route with its operationId, security and the
 * statuses the shared machinery answers (`documentedRoute`, decision 059); Hono gets its `routingPath` (ids matched
 * to digits) and, before anything else of the route runs, a 401 for an anonymous caller of a `signedIn` operation,
 * then the query's and the body's checks (percent-encoding and NUL, media type, JSON syntax). A route's query schema
 * is documentation only: every one is made of `queryParam`s, which refuse nothing, and handlers read the URL (a DRF
 * 400 per bad value), so Hono does not parse it on each request (decision 084).
 */
export function createRouter(options: RouterOptions = {}): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: drfValidationHook });
  const register = router.openapi as unknown as Register;
  const openapi: Register = (config, handler, hook) => {
    const route = { ...config, security: config.security ?? options.security };
    const { middleware, hide, ...described } = route;
    const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
    if (!hide) router.openAPIRegistry.registerPath(documentedRoute(described, { throttled: own.some(isThrottle) }));
    const first = needsUser(route.security) ? [requireSignedIn, checkInput] : [checkInput];
    const { query: _documentedOnly, ...request } = route.request ?? {};
    // The routing path is already in Hono's `:name` form, so the library's own `{name}` rewrite leaves it alone.
    return register(
      { ...route, request, path: routingPath(route), hide: true, middleware: [...first, ...own] },
      handler,
      hook,
    );
  };
  router.openapi = openapi as unknown as typeof router.openapi;
  return router;
}

// The untyped shape of `OpenAPIHono.openapi`, which the router wraps; its typed overloads stay what modules see.
type Register = (route: RouteConfig, handler: unknown, hook?: unknown) => OpenAPIHono<AppEnv>;

/** A `signedIn` operation answers an anonymous caller 401 whatever its body: nothing has read the body yet. */
const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw ApiError.notAuthenticated();
  await next();
};

const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** A query that does not decode is 400; an unsupported media type is 415, malformed JSON a 400 naming the parser's
 * reason, whichever way the route reads its body later. Runs for each route after its `signedIn` check (createRouter). */
const checkInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  checkQuery(c);
  if (['POST', 'PUT', 'PATCH'].includes(c.req.method)) {
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody = type !== undefined || (length !== undefined && length !== '0');
    const mime = type?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (hasBody && !BODY_TYPES.includes(mime)) throw ApiError.unsupportedMediaType(type ?? '');
    if (hasBody && isJsonRequest(c)) await readJson(c);
  }
  await next();
};

/**
 * Sets headers on the finished answer in place. Hono's `c.header()` after the handler rebuilds the Response around
 * the old one's body stream on every call, which takes the Node adapter off its write-the-string path; a Response
 * whose headers are immutable (one from `fetch`) still goes that way.
 */
function setHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}

function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body, error.status as 400);
}

export interface AppDeps {
  getDatabase: () => Promise<Database>;
  getBus: () => Promise<Bus>;
  /** Where throttle counters live; an app built without one counts in its own memory. */
  getThrottleStore?: () => Promise<ThrottleStore>;
  logger: Logger;
  /** How long a request body may take to arrive (BODY_TIMEOUT_MS unless given). */
  bodyTimeoutMs?: number;
  /** Where car listing counts stop being exact (decision 068); tests set a low bound. */
  carCountBounds?: CarCountBounds;
}

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv, BlankSchema, '/api'> {
  const app = createRouter().basePath('/api');
  const ownThrottleStore = createMemoryThrottleStore();
  const requestDeps = { ...deps, getThrottleStore: deps.getThrottleStore ?? (async () => ownThrottleStore) };
  const bodyTimeoutMs = deps.bodyTimeoutMs ?? getConfig().BODY_TIMEOUT_MS;

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    await next();
    // Set here, not only in proxy.ts: server.ts serves /api/* without going through Next (decision 009).
    setHeaders(c, {
      'Content-Security-Policy': c.req.path.startsWith('/api/docs/') ? DOCS_CSP : API_CSP,
      ...COMMON_SECURITY_HEADERS,
    });
  });
  // gzip when the client accepts it (1 kB and up), outside the ETag so the tag names the uncompressed answer.
  app.use(compress({ encoding: 'gzip' }));
  app.use(httpCaching);
  app.use(async (c, next) => {
    const started = performance.now();
    const log = deps.logger.child({ req_id: c.get('requestId') });
    c.set('log', log);
    c.set('deps', requestDeps);
    try {
      c.set('db', (await deps.getDatabase()).db);
    } catch (err) {
      // Health must still answer (503) when the database cannot be opened; everything else is unavailable.
      if (!c.req.path.startsWith('/api/health/')) {
        log.error({ err }, 'database unavailable');
        throw ApiError.unavailable();
      }
    }
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(async (c, next) => {
    checkPath(c);
    boundBody(c, bodyTimeoutMs);
    await next();
  });
  // Authentication reads headers only; each route then checks its `security` before its body (createRouter).
  app.use(authenticate);

  app.notFound((c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length && c.req.method === 'OPTIONS') {
      // No CORS configuration exists (the site and its API share one origin), so no Access-Control-* headers.
      c.header('Allow', allowed.join(', '));
      return c.body(null, 204);
    }
    if (allowed.length) {
      c.header('Allow', allowed.join(', '));
      return errorResponse(c, ApiError.methodNotAllowed(c.req.method));
    }
    return errorResponse(c, ApiError.notFound());
  });

  app.onError((err, c) => {
    const apiError = causeOf(err, (e) => e instanceof ApiError);
    if (apiError instanceof ApiError) return errorResponse(c, apiError);
    if (err instanceof HTTPException) {
      if (err.status === 415)
        return errorResponse(c, ApiError.unsupportedMediaType(c.req.header('content-type') ?? ''));
      if (err.status === 400 && /json/i.test(err.message)) {
        return errorResponse(c, ApiError.badRequest(`JSON parse error - ${err.message}`));
      }
      return errorResponse(c, new ApiError(err.status, { detail: err.message }));
    }
    if (sqlState(err) === QUERY_CANCELED) {
      (c.get('log') ?? deps.logger).warn({ err }, 'statement timeout');
      return errorResponse(
        c,
        ApiError.unavailable('The database took too long to answer this request; try again in a moment.'),
      );
    }
    // Two requests saving the same records at once (a stage change also locks the car sale and its shipping,
    // decision 067): PostgreSQL broke the tie by failing one; nothing of it was saved, and trying again succeeds.
    if (sqlState(err) === DEADLOCK_DETECTED || sqlState(err) === SERIALIZATION_FAILURE) {
      (c.get('log') ?? deps.logger).warn({ err }, 'transaction conflict');
      return errorResponse(
        c,
        ApiError.unavailable(
          'Someone else was saving the same records at that moment; nothing was changed. Try again.',
          1,
        ),
      );
    }
    // Data exceptions (a value the column cannot hold) are bad input that got past validation: a 400, logged to fix.
    if (sqlState(err)?.startsWith('22')) {
      (c.get('log') ?? deps.logger).warn({ err }, 'data exception from the database');
      return errorResponse(
        c,
        ApiError.badRequest('Invalid input: a value is out of range or not valid for its field.'),
      );
    }
    if (isDatabaseUnavailable(err)) {
      (c.get('log') ?? deps.logger).error({ err }, 'database unavailable');
      return errorResponse(c, ApiError.unavailable());
    }
    (c.get('log') ?? deps.logger).error({ err }, 'unhandled error');
    return errorResponse(c, new ApiError(500, { detail: 'A server error occurred.' }));
  });

  return app;
}

/** query_canceled: statement_timeout (decision 018) ran out. */
const QUERY_CANCELED = '57014';
/** deadlock_detected and serialization_failure: the transaction lost a conflict and was rolled back. */
const DEADLOCK_DETECTED = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** The first of an error and its causes that `match` accepts (Drizzle and fetch bodies wrap the real error). */
function causeOf(err: unknown, match: (e: unknown) => boolean): unknown {
  for (let e = err, depth = 0; e !== undefined && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (match(e)) return e;
    if (!(e instanceof Error)) break;
  }
  return undefined;
}

/** The PostgreSQL SQLSTATE of an error from either driver, possibly wrapped. */
function sqlState(err: unknown): string | undefined {
  const codeOf = (e: unknown) => (e instanceof Error ? (e as { code?: unknown }).code : undefined);
  const found = causeOf(err, (e) => {
    const code = codeOf(e);
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  });
  return codeOf(found) as string | undefined;
}

// Connection-level failures (server down, restarting, database dropped): SQLSTATE classes 08 and 57P, socket errors.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '3D000',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether an error (or one of its causes) says the database cannot be reached, rather than a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/Connection terminated|PGlite is closed|database is closed/i.test(e.message)) return true;
  }
  return false;
}

/** Methods registered for a path, to answer 405 rather than 404 when only the method is wrong. */
function allowedMethods(app: OpenAPIHono<AppEnv, BlankSchema, '/api'>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    if (patternOf(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size) methods.add('OPTIONS');
  return [...methods];
}

const patterns = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    re = routePattern(path);
    patterns.set(path, re);
  }
  return re;
}
