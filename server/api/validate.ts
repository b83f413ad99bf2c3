// Request input in DRF's manner: JSON or form bodies parsed once, then checked with a zod contract (DRF 400s).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { readId } from '@/lib/contract/ids';
import { ApiError, zodToFieldErrors } from './errors';

export type BodyValue = string | File | (string | File)[];

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

// Parsed bodies by request, so the global JSON check and the handler parse each body only once.
const parsedJson = new WeakMap<Request, unknown>();

function mediaType(c: Context): string {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isJsonRequest(c: Context): boolean {
  return JSON_TYPE.test(mediaType(c));
}

/** DRF's ProhibitNullCharactersValidator: PostgreSQL text cannot hold U+0000, so it is refused on the way in. */
export const NULL_CHARACTERS = 'Null characters are not allowed.';

/** The dotted path of the first string (or key) holding U+0000 in a parsed body, walked without recursion. */
function nullCharacterPath(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'non_field_errors';
    } else if (value instanceof File) {
      if (value.name.includes('\u0000')) return path || 'non_field_errors';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

function refuseNullCharacters(value: unknown): void {
  const path = nullCharacterPath(value);
  if (path !== null) throw ApiError.validation({ [path]: [NULL_CHARACTERS] });
}

/** The JSON body; an empty body is no data (`{}`) as in DRF; malformed JSON is DRF's 400 with the reason. */
export async function readJson(c: Context): Promise<unknown> {
  if (parsedJson.has(c.req.raw)) return parsedJson.get(c.req.raw);
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw ApiError.badRequest(`JSON parse error - ${reason}`);
    }
  }
  refuseNullCharacters(value);
  parsedJson.set(c.req.raw, value);
  return value;
}

/** A form body as a plain object: one value per key, or a list when the key repeats or ends with `[]`. */
export async function readForm(c: Context): Promise<Record<string, BodyValue>> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    // A body cut off for its size or its slowness keeps its own answer (413, 408).
    if (error instanceof ApiError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw ApiError.badRequest(`Multipart form parse error - ${reason}`);
  }
  const out: Record<string, BodyValue> = {};
  for (const [key, value] of Object.entries(form)) {
    out[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
  }
  refuseNullCharacters(out);
  return out;
}

/** The body whatever its encoding (JSON, urlencoded or multipart); no body is `{}`. */
export async function readBody(c: Context): Promise<unknown> {
  if (isJsonRequest(c)) return readJson(c);
  if (FORM_TYPES.includes(mediaType(c))) return readForm(c);
  return {};
}

/** Parses `input` with a contract; failures become DRF's 400 `{field: [message]}` in DRF's words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw ApiError.validation(zodToFieldErrors(result.error, input));
  return result.data;
}

export async function validBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readBody(c));
}

/**
 * The one rule for ids in paths: a positive integer within PostgreSQL's integer range. Anything else (`0`, `-1`,
 * `007`, `1e3`, 2^31) names nothing, so it is a 404 like an unknown id, as DRF's `<int:pk>` route would answer.
 */
export function parseId(raw: string): number {
  const id = readId(raw);
  if (id === null) throw ApiError.notFound();
  return id;
}

/** Query parameters as DRF's QueryDict.get sees them: the last value of a repeated key. */
export function queryObject(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const last = values.at(-1);
    if (last !== undefined) out[key] = last;
  }
  return out;
}

export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, queryObject(c));
}

type OpenApiRegistry = OpenAPIHono['openAPIRegistry'];

/**
 * The OpenAPI description of a body the handler reads itself with `validBody` (JSON or form data). The contract
 * (which must be named with `.meta({ id })`) is registered as a JSON Schema component, not passed as zod, so the
 * router does not also validate the body per encoding before the handler does.
 */
export function documentedBody(
  registry: OpenApiRegistry,
  schema: z.ZodType,
  mediaTypes: readonly string[] = ['application/json', ...FORM_TYPES],
) {
  const generated = JSON.stringify(z.toJSONSchema(schema, { io: 'input' })).replaceAll(
    '"#/$defs/',
    '"#/components/schemas/',
  );
  const { $ref, $defs = {} } = JSON.parse(generated) as { $ref?: string; $defs?: Record<string, object> };
  if (!$ref) throw new Error('documentedBody needs a contract named with .meta({ id })');
  for (const [name, definition] of Object.entries($defs)) {
    // zod emits JSON Schema 2020-12, which is what OpenAPI 3.1 schema objects are; only the TS types differ.
    registry.registerComponent('schemas', name, definition as never);
  }
  return {
    required: true,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { $ref } }])),
  };
}
