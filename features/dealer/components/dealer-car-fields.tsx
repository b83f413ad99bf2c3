// The fields of the listing form, as data: name, label and kind, in the order the form shows them (and focuses the
// first invalid one). Lists come from the car filters' own values (GET /api/dealer/car-options/).
import {
  DEALER_SELLING_TYPES,
  LISTING_COUNTRIES,
  LISTING_YEAR_MIN,
  listingYearMax,
  type DealerCarOptions,
} from '@/lib/contract/dealer';

export interface Option {
  value: string;
  label: string;
}

export type CarFormValues = Record<string, string>;

/** The make, model and trim: picked from a list, or typed after choosing "Other…" (or when there is no list). */
export type NameField = 'make_name' | 'model_name' | 'trim_name';
/** The value of the lists' "Other…" choice; never sent (the contract refuses it). */
export const OTHER = '__other__';

/** What a list may depend on: the options from the API, the values chosen so far, and the listing being edited. */
export interface ListContext {
  options: DealerCarOptions | undefined;
  values: CarFormValues;
  /** The saved values of the listing being edited (kept selectable even if no live listing uses them). */
  saved: CarFormValues | undefined;
  /** The names the dealer chose "Other…" for, and types. */
  typed: Partial<Record<NameField, boolean>>;
}

export type FieldKind =
  | { type: 'text' | 'number' | 'textarea' }
  | { type: 'select'; options: (context: ListContext) => Option[]; placeholder?: string }
  | {
      type: 'name';
      options: (context: ListContext) => Option[];
      placeholder: string;
      /** The name this one belongs to (a model to its make, a trim to its model). */
      parent?: NameField;
      /** Shown while the parent is not chosen. */
      waiting?: string;
      /** The hint of the typed name's input. */
      typedHint: string;
    };

export interface CarField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  /** Spans both columns. */
  wide?: boolean;
}

const text = { type: 'text' } as const;
const number = { type: 'number' } as const;
const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A list's values plus the listing's saved value when no live listing uses it any more. */
function withSaved(values: readonly string[], name: string, { saved }: ListContext): Option[] {
  const current = saved?.[name];
  return same(current && !values.includes(current) ? [current, ...values] : values);
}

const valueList =
  (
    name: string,
    list: keyof Pick<
      DealerCarOptions,
      'body_styles' | 'fuel_types' | 'transmissions' | 'drivetrains' | 'exterior_colors' | 'interior_colors'
    >,
  ) =>
  (context: ListContext) =>
    withSaved(context.options?.[list] ?? [], name, context);

const makeOf = ({ options, values }: ListContext) => options?.makes.find((make) => make.make_name === values.make_name);
const modelOf = (context: ListContext) =>
  makeOf(context)?.models.find((model) => model.model_name === context.values.model_name);

function years({ options }: ListContext): Option[] {
  const max = options?.year.max ?? listingYearMax();
  const min = options?.year.min ?? LISTING_YEAR_MIN;
  // Spec §9: newest first.
  return Array.from({ length: max - min + 1 }, (_, i) => String(max - i)).map((year) => ({ value: year, label: year }));
}

const COUNTRY_NAMES: Record<(typeof LISTING_COUNTRIES)[number], string> = {
  KH: 'Cambodia',
  US: 'United States',
  CA: 'Canada',
};
const STATUS_LABELS: Record<string, string> = {
  active: 'Published',
  draft: 'Draft (not shown to shoppers)',
  sold: 'Sold',
};

export const CAR_FIELDS: CarField[] = [
  {
    name: 'selling_type',
    label: 'Category',
    kind: { type: 'select', options: () => DEALER_SELLING_TYPES.map((t) => ({ value: t, label: capitalised(t) })) },
    required: true,
  },
  {
    name: 'status',
    label: 'Status',
    kind: {
      type: 'select',
      options: ({ saved }) =>
        (saved ? ['active', 'draft', 'sold'] : ['active', 'draft']).map((s) => ({
          value: s,
          label: STATUS_LABELS[s]!,
        })),
    },
    required: true,
    hint: 'A published listing needs at least one photo.',
  },
  {
    name: 'vehicle_type',
    label: 'Vehicle type',
    kind: {
      type: 'select',
      options: () => [
        { value: 'car', label: 'Car' },
        { value: 'boat', label: 'Boat' },
      ],
    },
  },
  {
    name: 'year',
    label: 'Year',
    kind: { type: 'select', options: years, placeholder: 'Choose a year' },
    required: true,
  },
  {
    name: 'make_name',
    label: 'Make',
    kind: {
      type: 'name',
      options: (context) => withSaved(context.options?.makes.map((make) => make.make_name) ?? [], 'make_name', context),
      placeholder: 'Choose a make',
      typedHint: 'As the badge says it, like Suzuki or Sea Ray',
    },
    required: true,
  },
  {
    name: 'model_name',
    label: 'Model',
    kind: {
      type: 'name',
      options: (context) =>
        withSaved(makeOf(context)?.models.map((model) => model.model_name) ?? [], 'model_name', {
          ...context,
          saved: context.saved?.make_name === context.values.make_name ? context.saved : undefined,
        }),
      placeholder: 'Choose a model',
      parent: 'make_name',
      waiting: 'Choose a make first',
      typedHint: 'As the badge says it, like Swift',
    },
    required: true,
  },
  {
    name: 'trim_name',
    label: 'Trim',
    kind: {
      type: 'name',
      options: (context) =>
        withSaved(modelOf(context)?.trims ?? [], 'trim_name', {
          ...context,
          saved: context.saved?.model_name === context.values.model_name ? context.saved : undefined,
        }),
      placeholder: 'No trim / not listed',
      parent: 'model_name',
      waiting: 'Choose a model first',
      typedHint: 'If it has one, like GLX; or leave it empty',
    },
  },
  { name: 'price', label: 'Price (USD)', kind: text, required: true, hint: '$ and commas are fine: $18,900' },
  { name: 'mileage', label: 'Mileage', kind: number, hint: 'As the odometer shows it' },
  {
    name: 'mileage_unit',
    label: 'Mileage unit',
    kind: {
      type: 'select',
      options: ({ values }) =>
        values.vehicle_type === 'boat'
          ? [{ value: 'h', label: 'Engine hours' }]
          : [
              { value: 'km', label: 'Kilometres (km)' },
              { value: 'mi', label: 'Miles (mi)' },
            ],
    },
  },
  {
    name: 'vin',
    label: 'VIN or chassis number',
    kind: text,
    hint: '17-character VIN (check digit verified) or a JDM chassis number',
  },
  {
    name: 'body_style',
    label: 'Body style',
    kind: { type: 'select', options: valueList('body_style', 'body_styles'), placeholder: 'Not stated' },
  },
  { name: 'engine_size', label: 'Engine', kind: text, hint: 'For example 2.5L' },
  {
    name: 'transmission',
    label: 'Transmission',
    kind: { type: 'select', options: valueList('transmission', 'transmissions'), placeholder: 'Not stated' },
  },
  {
    name: 'drivetrain',
    label: 'Drivetrain',
    kind: { type: 'select', options: valueList('drivetrain', 'drivetrains'), placeholder: 'Not stated' },
  },
  {
    name: 'fuel_type',
    label: 'Fuel',
    kind: { type: 'select', options: valueList('fuel_type', 'fuel_types'), placeholder: 'Not stated' },
  },
  {
    name: 'exterior_color',
    label: 'Exterior colour',
    kind: { type: 'select', options: valueList('exterior_color', 'exterior_colors'), placeholder: 'Not stated' },
  },
  {
    name: 'interior_color',
    label: 'Interior colour',
    kind: { type: 'select', options: valueList('interior_color', 'interior_colors'), placeholder: 'Not stated' },
  },
  {
    name: 'steering',
    label: 'Steering',
    kind: {
      type: 'select',
      options: () => [
        { value: 'left', label: 'Left-hand drive' },
        { value: 'right', label: 'Right-hand drive' },
      ],
    },
  },
  {
    name: 'country',
    label: 'Country',
    kind: {
      type: 'select',
      options: () => LISTING_COUNTRIES.map((country) => ({ value: country, label: COUNTRY_NAMES[country] })),
    },
    hint: 'Where the car is now',
  },
  { name: 'location', label: 'Location', kind: text, hint: 'City or province, for example Phnom Penh' },
  { name: 'description', label: 'Description', kind: { type: 'textarea' }, wide: true },
];

/**
 * How a name is asked for: `select` from its list (with "Other…"); `other`: "Other…" chosen, so the list shows it
 * and an input beside it takes the name; `text`: an input alone, because nothing is known to choose from (the make
 * nobody lists yet has no models, a typed make's models are unknown); `waiting` for the name it belongs to.
 */
export type NameMode = 'select' | 'other' | 'text' | 'waiting';

export function nameMode(name: NameField, context: ListContext): NameMode {
  const field = CAR_FIELDS.find((f) => f.name === name)!;
  if (field.kind.type !== 'name') return 'select';
  const { parent } = field.kind;
  if (parent) {
    const parentMode = nameMode(parent, context);
    if (parentMode === 'other' || parentMode === 'text') return 'text';
    if (parentMode === 'waiting' || !context.values[parent]) return 'waiting';
    if (field.kind.options(context).length === 0) return 'text';
  }
  return context.typed[name] ? 'other' : 'select';
}

/** The names that belong to this one (a make's model and trim), which a new value empties. */
export const NAME_CHILDREN: Record<NameField, NameField[]> = {
  make_name: ['model_name', 'trim_name'],
  model_name: ['trim_name'],
  trim_name: [],
};

export const EMPTY_CAR_FORM: CarFormValues = Object.fromEntries(
  CAR_FIELDS.map((field) => [field.name, '']),
) as CarFormValues;
