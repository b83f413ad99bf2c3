// What the router adds to every operation's document (decision 059): a stable operationId, its security, and every
// status the app's shared machinery can answer, with the shared DRF error bodies, so no route writes them by hand.
import { z, type RouteConfig } from '@hono/zod-openapi';
import {
  authenticationErrorSchema,
  badRequestSchema,
  detailErrorSchema,
  fieldErrorsSchema,
} from '@/lib/contract/common';
import { needsUser } from './route-contract';

type Responses = RouteConfig['responses'];
type Response = Responses[string];
type Headers = Record<string, { description: string; required?: boolean; schema: { type: 'string' | 'integer' } }>;

/** The facts about a route the standard responses follow from. */
export interface RouteFacts {
  /** A throttle middleware runs before the handler (the route can answer 429). */
  throttled: boolean;
}

const retryAfter: Headers = {
  'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: { type: 'integer' } },
};

const errorBody = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** Statuses only ever answered with `{"detail": ...}` (ApiError's constructors); a 402 has a body of its own. */
const DETAIL_STATUSES = new Set([403, 404, 405, 408, 409, 413, 415, 429, 503]);

/** The one body each error status has: the route may word its description, never its shape. */
function sharedBody(status: number): z.ZodType | undefined {
  if (status === 400) return badRequestSchema;
  if (status === 401) return authenticationErrorSchema;
  return DETAIL_STATUSES.has(status) ? detailErrorSchema : undefined;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

/**
 * A stable operationId from the method and the path (as the module writes it, without `/api`): `GET
 * /chats/{id}/messages/` → `getChatsByIdMessages`. Generated clients name their methods by it; a route may declare
 * its own.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[-_]/)] : segment.split(/[-_]/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function hasInput(route: RouteConfig): boolean {
  const { params, query, body } = route.request ?? {};
  return params !== undefined || query !== undefined || body !== undefined;
}

function queryKeys(route: RouteConfig): string[] {
  const query = route.request?.query;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}

/** The statuses every operation of this route can answer through the app's shared machinery, and why. */
function standardResponses(route: RouteConfig, facts: RouteFacts): Record<number, Response> {
  const method = route.method.toLowerCase();
  const signedIn = needsUser(route.security);
  const readsBody = BODY_METHODS.has(method) || route.request?.body !== undefined;
  const out: Record<number, Response> = {};
  out[400] = {
    // Every route refuses a malformed query (its checkInput) or path (checkPath); its validators give field errors.
    description: hasInput(route) || readsBody ? 'Invalid input' : 'Malformed URL (bad percent-encoding or NUL)',
  };
  out[401] = {
    description: signedIn
      ? 'Not signed in, or the bearer token is not valid'
      : 'A bearer token was sent and is not valid (this operation needs none)',
    headers: {
      'WWW-Authenticate': { description: 'Bearer realm="api"', required: true, schema: { type: 'string' } },
    } satisfies Headers,
  };
  if (route.request?.params !== undefined || queryKeys(route).includes('page')) {
    out[404] = { description: route.request?.params !== undefined ? 'Not found' : 'Invalid page' };
  }
  out[405] = {
    description: "Sent to this path with a method it does not have: `Allow` lists the path's methods",
    headers: {
      Allow: { description: "The path's methods", required: true, schema: { type: 'string' } },
    } satisfies Headers,
  };
  if (readsBody) {
    out[408] = { description: 'The request body did not arrive in time' };
    out[413] = { description: 'Request body too large' };
  }
  if (BODY_METHODS.has(method)) out[415] = { description: 'Unsupported media type (JSON or form data only)' };
  if (facts.throttled) out[429] = { description: 'Too many requests', headers: retryAfter };
  out[503] = { description: 'The database is unavailable or too slow: try again', headers: retryAfter };
  return out;
}

/**
 * A body of the route's own for a server-side status (health's 503 names what fails), not one of the shared shapes;
 * every client error keeps the shared body whatever the route wrote.
 */
function ownBody(status: number, response: Response): boolean {
  if (status < 500 || '$ref' in response) return false;
  const media = response.content?.['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  return schema !== undefined && schema !== detailErrorSchema && schema !== fieldErrorsSchema;
}

/**
 * An anonymous GET of JSON: http-caching.ts gives its 200 an ETag and answers If-None-Match with 304, unless the
 * handler sets its own Cache-Control (which the route then documents on its 200).
 */
function isCachedRead(route: RouteConfig): boolean {
  const ok = route.responses[200];
  return (
    route.method.toLowerCase() === 'get' &&
    !needsUser(route.security) &&
    !!ok &&
    !('$ref' in ok) &&
    ok.content?.['application/json'] !== undefined &&
    !(ok.headers && 'Cache-Control' in ok.headers)
  );
}

const cachedReadHeaders: Headers = {
  ETag: { description: 'Sent to callers without a token: the answer, for If-None-Match', schema: { type: 'string' } },
  'Cache-Control': {
    description: '`public, no-cache` without a token, `private, no-store` with',
    schema: { type: 'string' },
  },
};

/**
 * The route as the document gets it: its own responses kept (their descriptions, and bodies of statuses the shared
 * machinery does not answer), the standard ones added, every error body the shared one for its status.
 */
export function documentedRoute(route: RouteConfig, facts: RouteFacts): RouteConfig {
  const security = route.security ?? [];
  const operationId = route.operationId ?? operationIdOf(route.method, route.path);
  const described = { ...route, security };
  const merged: Record<number, Response> = standardResponses(described, facts);
  for (const [key, own] of Object.entries(route.responses)) {
    const status = Number(key);
    const standard = merged[status];
    // A body of its own (health's 503) is a different answer from the shared one: its headers are its own too.
    merged[status] =
      standard && !('$ref' in standard) && !('$ref' in own) && !ownBody(status, own) ? { ...standard, ...own } : own;
  }
  for (const [status, response] of Object.entries(merged)) {
    const body = sharedBody(Number(status));
    if (body && !('$ref' in response) && !ownBody(Number(status), response)) {
      merged[Number(status)] = { ...response, content: errorBody(body) };
    }
  }
  if (isCachedRead(described)) {
    const ok = merged[200]!;
    if (!('$ref' in ok)) merged[200] = { ...ok, headers: { ...cachedReadHeaders, ...ok.headers } };
    merged[304] = { description: 'Unchanged since the ETag in If-None-Match (no body)', headers: cachedReadHeaders };
  }
  const responses = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => Number(a) - Number(b)));
  return { ...described, operationId, responses };
}
