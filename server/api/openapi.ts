// OpenAPI descriptions shared by every module's routes.
import type { z } from 'zod';

/** A JSON response of the OpenAPI document: `json('The account', userSchema)`. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The Cache-Control a handler sets itself, for its response's `headers` (the router then documents no 304). */
export const cacheControlHeader = (value: string) => ({
  'Cache-Control': { description: `\`${value}\``, required: true, schema: { type: 'string' as const } },
});

/**
 * The generator renders `.nullable()` on a named schema as `allOf: [{$ref}, {type: ["object", "null"]}]`, which
 * `null` never satisfies (the referenced schema requires an object). Rewritten, everywhere in the document, to
 * what it means: `anyOf: [{$ref}, {type: "null"}]`.
 */
export function fixNullableRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => fixNullableRefs(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { allOf, ...rest } = value as Record<string, unknown>;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [key, fixNullableRefs(item)]),
  );
  if (isNullableRef(allOf)) out.anyOf = [allOf[0], { type: 'null' }];
  else if (allOf !== undefined) out.allOf = fixNullableRefs(allOf);
  return out as T;
}

function isNullableRef(allOf: unknown): allOf is [{ $ref: string }, unknown] {
  if (!Array.isArray(allOf) || allOf.length !== 2) return false;
  const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
  const type = nullable.type;
  return (
    typeof ref.$ref === 'string' &&
    Object.keys(ref).length === 1 &&
    Object.keys(nullable).length === 1 &&
    Array.isArray(type) &&
    type.length === 2 &&
    type.includes('null')
  );
}
