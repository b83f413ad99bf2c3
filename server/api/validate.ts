// Request input in DRF's manner: JSON or form bodies parsed once, then checked with a zod contract (DRF 400s).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
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
  parsedJson.set(c.req.raw, value);
  return value;
}

/** A form body as a plain object: one value per key, or a list when the key repeats or ends with `[]`. */
export async function readForm(c: Context): Promise<Record<string, BodyValue>> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw ApiError.badRequest(`Multipart form parse error - ${reason}`);
  }
  const out: Record<string, BodyValue> = {};
  for (const [key, value] of Object.entries(form)) {
    out[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
  }
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
  const generated = JSON.stringify(z.toJSONSchema(schema, { io: 'input' })).replaceAll('"#/$defs/', '"#/components/schemas/');
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
