'use client';
// A staff list's filter form (spec §3, §4): the kind's lookups, a date preset with from/to pickers for Custom, a year
// range where the kind has years, and free-text search. Applied with "Apply filters" (Enter in any box), cleared
// with "Reset"; checked with zod before it reaches the URL, the first wrong field focused.
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormField } from '@/components/ui/form-field';
import type { OrderKind } from '@/lib/contract/orders';
import { DATE_PRESET_LABELS, DATE_PRESETS } from '@/lib/dates';
import {
  ALL,
  CUSTOM,
  DATE_LABELS,
  DATE_SORT_TYPE,
  filterFields,
  hasYearRange,
  type FilterField,
  type FilterOption,
  type ListState,
  type TextSuggestions,
} from './list-filters';

export type LookupOptions = Partial<Record<'sales_reps' | 'warehouses', readonly FilterOption[]>> &
  Partial<Record<TextSuggestions, readonly string[]>>;

interface FilterFormProps {
  kind: OrderKind;
  /** The applied state: the form shows it, and takes it up again when it changes from outside (Back, Reset). */
  state: ListState;
  lookups: LookupOptions;
  onApply: (filters: ListState) => void;
  onReset: () => void;
}

type Values = Record<string, string>;

const YEAR_MIN = 1960;
const yearText = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= YEAR_MIN && Number(value) <= 2100), {
    message: `Enter a year from ${YEAR_MIN}.`,
  });
const dayText = z.string().trim();

// Every field is text in the form; the cross-field rules are the ones a person can get wrong.
const schema = z
  .record(z.string(), z.string())
  .and(
    z.object({
      year__gte: yearText.optional(),
      year__lte: yearText.optional(),
      date__gte: dayText.optional(),
      date__lte: dayText.optional(),
    }),
  )
  .superRefine((values, ctx) => {
    const { year__gte: from, year__lte: to } = values;
    if (from && to && Number(from) > Number(to))
      ctx.addIssue({ code: 'custom', path: ['year__lte'], message: 'The last year is before the first.' });
    if (values[DATE_SORT_TYPE] === CUSTOM) {
      if (!values.date__gte) ctx.addIssue({ code: 'custom', path: ['date__gte'], message: 'Pick the first day.' });
      if (!values.date__lte) ctx.addIssue({ code: 'custom', path: ['date__lte'], message: 'Pick the last day.' });
      if (values.date__gte && values.date__lte && values.date__gte > values.date__lte)
        ctx.addIssue({ code: 'custom', path: ['date__lte'], message: 'The last day is before the first.' });
    }
  });

/** The form's values: every field of the kind, empty when not in the state. */
function formValues(kind: OrderKind, state: ListState): Values {
  const names = [
    'search',
    DATE_SORT_TYPE,
    'date__gte',
    'date__lte',
    ...(hasYearRange(kind) ? ['year__gte', 'year__lte'] : []),
    ...filterFields(kind).map((field) => field.name),
  ];
  // The customer type has no empty choice: absent means All (spec §4).
  return Object.fromEntries(names.map((name) => [name, state[name] ?? (name === 'customer_type' ? ALL : '')]));
}

export function FilterForm({ kind, state, lookups, onApply, onReset }: FilterFormProps) {
  const headingId = useId();
  const form = useForm<Values>({
    resolver: contractResolver<typeof schema, Values>(schema),
    // `values` (compared by value) resets the fields in place, so the same inputs stay in the page: focus and
    // screen-reader position are kept, and nothing is re-mounted while someone is typing.
    values: formValues(kind, state),
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const preset = useWatch({ control: form.control, name: DATE_SORT_TYPE });

  const onSubmit = form.handleSubmit((values) => {
    const filters: ListState = {};
    for (const [key, value] of Object.entries(values)) {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text) filters[key] = text;
    }
    if (filters[DATE_SORT_TYPE] !== CUSTOM) {
      delete filters.date__gte;
      delete filters.date__lte;
    }
    // The order the list is shown in is not a filter: it survives an Apply.
    if (state.ordering) filters.ordering = state.ordering;
    onApply(filters);
  });

  const error = (name: string) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        Filters
      </h2>
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        <FormField label="Search" type="search" maxLength={100} {...form.register('search')} />
        <FormField label={DATE_LABELS[kind]}>
          {(control) => (
            <select {...control} {...form.register(DATE_SORT_TYPE)}>
              <option value="">Any date</option>
              {DATE_PRESETS.map((value) => (
                <option key={value} value={value}>
                  {DATE_PRESET_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {preset === CUSTOM && (
          <>
            <FormField label="From" type="date" error={error('date__gte')} {...form.register('date__gte')} />
            <FormField label="To" type="date" error={error('date__lte')} {...form.register('date__lte')} />
          </>
        )}
        {hasYearRange(kind) && (
          <>
            <FormField
              label="Year from"
              inputMode="numeric"
              maxLength={4}
              error={error('year__gte')}
              {...form.register('year__gte')}
            />
            <FormField
              label="Year to"
              inputMode="numeric"
              maxLength={4}
              error={error('year__lte')}
              {...form.register('year__lte')}
            />
          </>
        )}
        {filterFields(kind).map((field) => (
          <FilterControl
            key={field.name}
            field={field}
            current={state[field.name]}
            lookups={lookups}
            register={form.register}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Apply filters
        </button>
        <button
          type="button"
          onClick={onReset}
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Reset
        </button>
      </div>
    </form>
  );
}

function FilterControl({
  field,
  current,
  lookups,
  register,
}: {
  field: FilterField;
  /** The applied value, kept as a choice while the options are still loading. */
  current: string | undefined;
  lookups: LookupOptions;
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  if (field.type === 'text') return <TextFilter field={field} lookups={lookups} register={register} />;
  const options = field.type === 'select' ? field.options : (lookups[field.source] ?? []);
  return (
    <FormField label={field.label}>
      {(control) => (
        <select {...control} {...register(field.name)}>
          {field.anyLabel && <option value="">{field.anyLabel}</option>}
          {current && !options.some((option) => option.value === current) && (
            <option value={current}>{field.type === 'lookup' ? `#${current}` : current}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function TextFilter({
  field,
  lookups,
  register,
}: {
  field: Extract<FilterField, { type: 'text' }>;
  lookups: LookupOptions;
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  const listId = useId();
  const suggestions = field.suggest ? (lookups[field.suggest] ?? []) : [];
  return (
    <>
      <FormField
        label={field.label}
        type="search"
        maxLength={100}
        list={suggestions.length > 0 ? listId : undefined}
        {...register(field.name)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </>
  );
}
