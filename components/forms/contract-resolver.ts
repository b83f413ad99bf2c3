// The one form resolver: react-hook-form's zodResolver with a contract schema, and the API's wording for zod's
// own messages, so a field says in the browser what the server would answer for the same value (spec §8).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export const BLANK_MESSAGE = 'This field may not be blank.';
export const REQUIRED_MESSAGE = 'This field is required.';
export const NOT_INTEGER_MESSAGE = 'A valid integer is required.';

// The fields of a zod v4 issue this map reads (the core issue type is a wide union; these are all optional there).
interface IssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Used for issues whose schema gave no message of its own (a contract's message always wins), with the same
 * words as `server/api/errors.ts`; undefined leaves zod's default.
 */
export function drfIssueMessage(issue: IssueLike): string | undefined {
  const { code, input } = issue;
  if (input === undefined && (code === 'invalid_type' || code === 'invalid_value' || code === 'invalid_union'))
    return REQUIRED_MESSAGE;
  if (code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) return NOT_INTEGER_MESSAGE;
  if (code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address.';
  if (code === 'invalid_value') return `"${String(input)}" is not a valid choice.`;
  if (code === 'too_small' && issue.origin === 'string')
    return `Ensure this field has at least ${String(issue.minimum)} characters.`;
  if (code === 'too_big' && issue.origin === 'string')
    return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
  if (code === 'too_small' && issue.origin === 'number')
    return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
  if (code === 'too_big' && issue.origin === 'number')
    return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
  return undefined;
}

interface ContractResolverOptions<V> {
  /** Turns the form's text into the request body before it is checked (e.g. drop empty optional numbers). */
  prepare?: (values: V) => Record<string, unknown>;
}

/**
 * `contractResolver(schema)` for `useForm({ resolver })`. DRF checks blankness first, so an empty (or blank)
 * text field says "This field may not be blank." whatever the contract's format message is, as the API does.
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues = z.input<S>>(
  schema: S,
  { prepare }: ContractResolverOptions<V> = {},
): Resolver<V, unknown, z.output<S>> {
  // The resolver's generics follow the schema's input; the form's values may be a text-only view of it (`prepare`).
  const resolve = zodResolver(schema, { error: (issue) => drfIssueMessage(issue as IssueLike) }) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<S>
  >;
  return async (values, context, options) => {
    const checked = prepare ? prepare(values) : values;
    const result = await resolve(checked, context, options as never);
    for (const [name, error] of Object.entries(result.errors)) {
      const value: unknown = checked[name];
      const blankable = error?.type === 'too_small' || error?.type === 'invalid_format';
      if (error && blankable && typeof value === 'string' && value.trim() === '') error.message = BLANK_MESSAGE;
    }
    return result as Awaited<ReturnType<Resolver<V, unknown, z.output<S>>>>;
  };
}
