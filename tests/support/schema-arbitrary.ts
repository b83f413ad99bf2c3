// fast-check arbitraries built from the served document's JSON schemas: values a client reading the document
// would send (decision 060). Deliberately plain: a field's example and its bounds, enums, patterns and formats.
import fc from 'fast-check';
import type { Contract } from './contract';

type Schema = Record<string, unknown>;

const MAX_DEPTH = 4;

/** A value valid against `schema` (as far as JSON Schema can say: the server may still refuse it, e.g. an unknown id). */
export function arbitraryFor(contract: Contract, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const resolved = contract.resolve(schema) as Schema;
  const own = fromSchema(contract, resolved, depth);
  // A documented example is a value the document vouches for: offer it often.
  return 'example' in resolved ? fc.oneof(own, fc.constant(resolved.example)) : own;
}

function fromSchema(contract: Contract, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) {
      return fc.oneof(...options.map((s) => arbitraryFor(contract, s as Schema, depth + 1)));
    }
  }
  if (Array.isArray(schema.allOf)) return fromSchema(contract, mergeAll(contract, schema.allOf as Schema[]), depth);
  const type = schema.type;
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((t) => fromSchema(contract, { ...schema, type: t }, depth)));
  }
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(bounds(schema, true));
    case 'number':
      return fc.double({ ...bounds(schema, false), noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringFor(schema);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? minLength + 3, minLength + 3);
      return fc.array(arbitraryFor(contract, schema.items as Schema | undefined, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth >= MAX_DEPTH) return fc.constant({});
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [name, arbitraryFor(contract, s, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.constantFrom<unknown>('x', 1, true, null);
  }
}

function mergeAll(contract: Contract, schemas: Schema[]): Schema {
  const merged: Schema = {};
  for (const part of schemas.map((s) => contract.resolve(s) as Schema)) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = { ...(merged.properties as Schema), ...(value as Schema) };
      else if (key === 'required') merged.required = [...((merged.required as string[]) ?? []), ...(value as string[])];
      else merged[key] = value;
    }
  }
  return merged;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** A schema's range, kept near zero unless the schema asks otherwise (most fields are counts, years, prices, ids). */
function bounds(schema: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -Infinity) + step;
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? Infinity) - step;
  const low = Number.isFinite(min) ? min : Math.min(0, max);
  const high = Number.isFinite(max) ? max : Math.max(low, 0) + 100_000;
  return integer ? { min: Math.ceil(low), max: Math.floor(high) } : { min: low, max: high };
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('someone@example.com', 'dara.keo@example.org', 'x@example.com'),
  uri: fc.constantFrom('https://example.com/', 'https://example.com/media/a.jpg'),
  url: fc.constantFrom('https://example.com/', 'https://example.com/media/a.jpg'),
  uuid: fc.uuid(),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  binary: fc.constant('file'),
};

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format;
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 24, minLength + 24);
  if (typeof schema.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: fall back to plain text.
    }
  }
  return fc.string({ minLength, maxLength });
}
