// The fields of the listing form, as data: name, label and kind, in the order the form shows them.
import { DEALER_SELLING_TYPES, LISTING_STATUSES } from '@/lib/contract/dealer';

export type FieldKind = { type: 'text' | 'number' | 'textarea' } | { type: 'select'; options: readonly string[] };

export interface CarField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
}

const text = { type: 'text' } as const;
const number = { type: 'number' } as const;

export const CAR_FIELDS: CarField[] = [
  { name: 'selling_type', label: 'Category', kind: { type: 'select', options: DEALER_SELLING_TYPES }, required: true },
  { name: 'status', label: 'Status', kind: { type: 'select', options: LISTING_STATUSES }, required: true },
  { name: 'vehicle_type', label: 'Vehicle type', kind: { type: 'select', options: ['car', 'boat'] } },
  { name: 'year', label: 'Year', kind: number, required: true },
  { name: 'make_name', label: 'Make', kind: text, required: true },
  { name: 'model_name', label: 'Model', kind: text, required: true },
  { name: 'trim_name', label: 'Trim', kind: text },
  { name: 'price', label: 'Price (USD)', kind: text, required: true, hint: '$ and commas are fine: $18,900' },
  { name: 'mileage', label: 'Mileage', kind: number },
  {
    name: 'vin',
    label: 'VIN or chassis number',
    kind: text,
    hint: '17-character VIN (check digit verified) or a JDM chassis number',
  },
  { name: 'body_style', label: 'Body style', kind: text },
  { name: 'engine_size', label: 'Engine', kind: text },
  { name: 'transmission', label: 'Transmission', kind: text },
  { name: 'drivetrain', label: 'Drivetrain', kind: text },
  { name: 'fuel_type', label: 'Fuel', kind: text },
  { name: 'exterior_color', label: 'Exterior colour', kind: text },
  { name: 'interior_color', label: 'Interior colour', kind: text },
  { name: 'steering', label: 'Steering', kind: { type: 'select', options: ['left', 'right'] } },
  { name: 'country', label: 'Country', kind: { type: 'select', options: ['US', 'CA', 'KH'] } },
  { name: 'location', label: 'Location', kind: text },
  { name: 'description', label: 'Description', kind: { type: 'textarea' } },
];

export type CarFormValues = Record<string, string>;

export const EMPTY_CAR_FORM: CarFormValues = Object.fromEntries(
  CAR_FIELDS.map((field) => [field.name, '']),
) as CarFormValues;
