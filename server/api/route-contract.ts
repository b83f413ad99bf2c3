// What a route declares, kept by the router for every route (decision 058): record ids in paths are digits, so a
// literal sibling is never taken for an id; an operation with `security: signedIn` refuses an anonymous caller
// (401) before anything reads its body.
import { z, type RouteConfig } from '@hono/zod-openapi';

type Security = RouteConfig['security'];

const idSchemas = new WeakSet<z.ZodType>();

/**
 * A record id in a path (`/chats/{id}/`): the router matches it to digits only, so `/chats/create/` and
 * `/chats/working-hours/` reach their own routes for every method; the handler reads it with `parseId` (an id past the
 * column's range is a 404).
 */
export function idParam(name = 'id') {
  const schema = z
    .string()
    .regex(/^[0-9]+$/)
    .openapi({ param: { name, in: 'path' }, example: '1' });
  idSchemas.add(schema);
  return schema;
}

/** The common `{id}` parameters object. */
export const idParams = z.object({ id: idParam() });

/** The pattern a routing path gives an `idParam` segment (Hono's `:name{pattern}`). */
const ID_PATTERN = '[0-9]+';

/**
 * The Hono routing path of an OpenAPI path: `{name}` → `:name`, and `:name{[0-9]+}` where the route declares the
 * parameter with `idParam`. The document keeps the plain `{name}`.
 */
export function routingPath(route: Pick<RouteConfig, 'path' | 'request'>): string {
  const params = route.request?.params;
  const shape: Record<string, unknown> = params instanceof z.ZodObject ? params.shape : {};
  return route.path.replaceAll(/\{([^}/]+)\}/g, (_, name: string) => {
    const schema = shape[name];
    return schema instanceof z.ZodType && idSchemas.has(schema) ? `:${name}{${ID_PATTERN}}` : `:${name}`;
  });
}

/** A Hono routing path as a RegExp over request paths (`:name` one segment, `:name{re}` its pattern, `*` anything). */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^:[^{]+(?:\{(.+)\})?$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The document's security scheme: a SimpleJWT access token in `Authorization: Bearer`. */
export const BEARER_SCHEME = 'bearerAuth';

/** The `security` of an operation only a signed-in user may call: the router answers 401 before reading the body. */
export const signedIn: NonNullable<Security> = [{ [BEARER_SCHEME]: [] }];

/** Whether a route's `security` requires a signed-in user (no `{}` alternative, which would make the token optional). */
export function needsUser(security: Security): boolean {
  return !!security?.length && security.every((requirement) => BEARER_SCHEME in requirement);
}
