// How the audit trail reads to staff: a stored column's name as a label ("loaded_at" → "Loading date"), its stored
// value as text (money, days, moments, yes/no, stages) and each kind of entry as a verb.
import { STAGE_LABELS, type ChangeAction, type ShipmentStage } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '../utils/money';
import { formatRecordDay } from './records-list-params';
import { PAYMENT_STATUS_LABELS } from './record-labels';

/** The trail speaks the tables' column names (decision 035); these are the ones whose name is not already plain. */
const FIELD_LABELS: Record<string, string> = {
  amount: 'Bid price',
  cost: 'Price',
  loaded_at: 'Loading date',
  towing_company_id: 'Towing company',
  warehouse_id: 'Warehouse',
  loading_port_id: 'Loading port',
  container_id: 'Container',
  sales_rep_id: 'Sales rep',
  customer_id: 'Customer',
  car_sale_id: 'Car order',
  is_done: 'Done',
  is_flagged: 'Flagged',
  etd: 'ETD',
  eta: 'ETA',
  vin: 'VIN',
  id_number: 'Stock number',
  dispatched_at: 'Dispatched',
  delivered_at: 'Delivered',
  arrived_at: 'Arrived',
  customs_cleared_at: 'Customs cleared',
  towing: 'Towing cost',
  keys: 'Keys',
  color: 'Colour',
  auction_invoices: 'Auction invoices',
  container_etd: 'Container ETD',
  container_eta: 'Container ETA',
};

const MONEY_FIELDS = new Set([
  'amount',
  'cost',
  'sale_price',
  'purchase_price',
  'auction_fees',
  'car_price',
  'towing',
  'ocean_freight',
  'customs_duties',
  'other_charges',
  'paid',
  'debit',
  'credit',
  'balance',
]);

const ID_FIELDS = new Set([
  'towing_company_id',
  'warehouse_id',
  'loading_port_id',
  'container_id',
  'sales_rep_id',
  'customer_id',
  'car_sale_id',
]);

/** `loading_port_id` → `Loading port`; a note edit's `note 12` → `Note 12`. */
export function historyFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T/;

/** The name of a referenced record (a warehouse, a towing company…) when the page knows it. */
export type ReferenceName = (field: string, id: number) => string | undefined;

/** A stored value as staff read it; empty values read as "—", referenced records by name when known, else `#id`. */
export function historyValue(field: string, value: unknown, nameOf?: ReferenceName): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatMoney(value);
    if (ID_FIELDS.has(field)) return nameOf?.(field, value) ?? `#${value}`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (field === 'stage' && value in STAGE_LABELS) return STAGE_LABELS[value as ShipmentStage];
    if (field === 'payment_status' && value in PAYMENT_STATUS_LABELS)
      return PAYMENT_STATUS_LABELS[value as keyof typeof PAYMENT_STATUS_LABELS];
    if (DAY.test(value)) return formatRecordDay(value);
    if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  return JSON.stringify(value);
}

// Keyed by string: create and delete come with staff creating and deleting records (decision 039).
const ACTION_LABELS: Record<string, string> = {
  update: 'changed',
  stage: 'moved the car to another stage',
  note_edit: 'edited a note',
  create: 'created the record',
  delete: 'deleted the record',
};

/** What the entry's author did, as the line's verb. */
export function historyActionLabel(action: ChangeAction, changes: Record<string, { to: unknown }>): string {
  if (action === 'note') {
    const to = changes.note?.to as { is_private?: boolean } | undefined;
    return to?.is_private ? 'added a private note' : 'added a note';
  }
  return ACTION_LABELS[action] ?? 'changed';
}

/** Entries whose changes are the fields, old → new (a new note's entry holds only its id). */
export const showsFields = (action: ChangeAction): boolean => action !== 'note';
