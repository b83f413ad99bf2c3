// Dashboard records that follow a purchase: car sales, purchases, towing, warehouse loading, containers,
// shipping, summary and balance reports, and the notes staff and customers leave on each.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

const audit = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  warehouse: text('warehouse').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  port: text('port').notNull(),
});

/** A port cars are loaded at; each belongs to the warehouse that trucks containers to it. */
export const loadingPorts = pgTable('loading_ports', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  warehouse_id: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
});

export const towingCompanies = pgTable('towing_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
});

/** The central record: one vehicle bought for one customer. */
export const carSales = pgTable(
  'car_sales',
  {
    id: serial('id').primaryKey(),
    id_number: text('id_number').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sales_rep_id: integer('sales_rep_id').references(() => users.id, { onDelete: 'set null' }),
    customer_type: text('customer_type').notNull().default('private'), // dealer | private
    date: date('date').notNull(),
    vin: text('vin').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull().default(''),
    color: text('color').notNull().default(''),
    lot_number: text('lot_number').notNull().default(''),
    purchase_price: integer('purchase_price').notNull().default(0),
    sale_price: integer('sale_price').notNull().default(0),
    dealer_state: text('dealer_state').notNull().default(''),
    car_location: text('car_location').notNull().default('Dealer'),
    title_status: text('title_status').notNull().default('Dealer'),
    is_done: boolean('is_done').notNull().default(false),
    is_flagged: boolean('is_flagged').notNull().default(false),
    /**
     * The summary report's stage (null without one), kept by triggers on summary_reports (migration 0030, decision
     * 067) so `stage=` is a lookup on this table, read in the list's date order, instead of a join over every sale.
     */
    stage: text('stage'),
    ...audit(),
  },
  (t) => [
    index('car_sales_customer_idx').on(t.customer_id, t.date),
    index('car_sales_vin_idx').on(t.vin),
    // Lists (decision 028): the default orderings with the id tiebreak, and icontains on VIN and id number.
    index('car_sales_date_idx').on(t.date, t.id),
    index('car_sales_updated_idx').on(t.updated_at, t.id),
    index('car_sales_sales_rep_idx').on(t.sales_rep_id),
    index('car_sales_id_number_idx').on(t.id_number, t.id),
    index('car_sales_year_idx').on(t.year, t.id),
    // Ascending year with the id-descending tiebreak: thousands of cars share a year.
    index('car_sales_year_asc_idx').on(t.year, t.id.desc().nullsFirst()),
    index('car_sales_customer_type_idx').on(t.customer_type),
    index('car_sales_vin_trgm_idx').using('gin', t.vin.op('gin_trgm_ops')),
    index('car_sales_id_number_trgm_idx').using('gin', t.id_number.op('gin_trgm_ops')),
    // icontains on the location fields the dashboard filters by: few distinct values, read off these btrees
    // (server/api/filters.ts `fewValues`, decision 042), then the matching rows by value.
    index('car_sales_dealer_state_idx').on(t.dealer_state, t.id),
    index('car_sales_car_location_idx').on(t.car_location, t.id),
    index('car_sales_title_status_idx').on(t.title_status, t.id),
    // `is_done=false` and `is_flagged=true`, the two flags staff filter by, in the list's default order (decision 042).
    index('car_sales_open_idx')
      .on(t.date, t.id)
      .where(sql`not ${t.is_done}`),
    index('car_sales_flagged_idx')
      .on(t.date, t.id)
      .where(sql`${t.is_flagged}`),
    // `stage=`: the count and the default ordering's page both read this index alone (decision 067).
    index('car_sales_stage_idx').on(t.stage, t.date, t.id),
  ],
);

export const carPurchases = pgTable(
  'car_purchases',
  {
    id: serial('id').primaryKey(),
    car_sale_id: integer('car_sale_id')
      .notNull()
      .references(() => carSales.id, { onDelete: 'cascade' }),
    seller: text('seller').notNull(), // auction house or dealer
    purchase_date: date('purchase_date').notNull(),
    amount: integer('amount').notNull(),
    auction_fees: integer('auction_fees').notNull().default(0),
    keys: boolean('keys').notNull().default(true),
    payment_status: text('payment_status').notNull().default('unpaid'), // unpaid | partial | paid
    /** The sale's dealer state, kept by triggers (migration 0016) so the list filters on this table (decision 042). */
    dealer_state: text('dealer_state').notNull().default(''),
    // The sale's other filtered columns, kept by the same triggers (migration 0028, decision 066): the list counts
    // hundreds of thousands of purchases by these without joining each to its sale.
    year: integer('year'),
    sales_rep_id: integer('sales_rep_id'),
    customer_type: text('customer_type').notNull().default(''),
    car_location: text('car_location').notNull().default(''),
    title_status: text('title_status').notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('car_purchases_sale_idx').on(t.car_sale_id),
    index('car_purchases_dealer_state_idx').on(t.dealer_state, t.id),
    index('car_purchases_year_idx').on(t.year, t.id),
    index('car_purchases_sales_rep_idx').on(t.sales_rep_id, t.id),
    index('car_purchases_customer_type_idx').on(t.customer_type, t.id),
    index('car_purchases_car_location_idx').on(t.car_location, t.id),
    index('car_purchases_title_status_idx').on(t.title_status, t.id),
    index('car_purchases_date_idx').on(t.purchase_date, t.id),
    // Lookups that match a large share of a million records count from an index alone (decision 066).
    index('car_purchases_payment_status_idx').on(t.payment_status, t.id),
    index('car_purchases_updated_idx').on(t.updated_at, t.id),
    index('car_purchases_amount_idx').on(t.amount, t.id),
  ],
);

export const towings = pgTable(
  'towings',
  {
    id: serial('id').primaryKey(),
    car_sale_id: integer('car_sale_id')
      .notNull()
      .references(() => carSales.id, { onDelete: 'cascade' }),
    towing_company_id: integer('towing_company_id').references(() => towingCompanies.id, { onDelete: 'set null' }),
    towing_status: text('towing_status').notNull().default('Dispatch'),
    pickup_address: text('pickup_address').notNull().default(''),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    cost: integer('cost').notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('towings_sale_idx').on(t.car_sale_id),
    index('towings_dispatched_idx').on(t.dispatched_at, t.id),
    index('towings_warehouse_idx').on(t.warehouse_id, t.id),
    index('towings_updated_idx').on(t.updated_at, t.id),
    // `?ordering=towing_status` (ascending only) with the id-descending tiebreak, so no group of equal statuses is sorted.
    index('towings_status_idx').on(t.towing_status, t.id.desc().nullsFirst()),
    // `towing_status__iexact` compares lower-cased (server/api/filters.ts).
    index('towings_status_lower_idx').on(sql`lower(${t.towing_status})`),
  ],
);

export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    container_number: text('container_number').notNull(),
    booking_number: text('booking_number').notNull(),
    shipping_company: text('shipping_company').notNull(),
    vessel: text('vessel').notNull().default(''),
    loading_port_id: integer('loading_port_id').references(() => loadingPorts.id, { onDelete: 'set null' }),
    destination_port: text('destination_port').notNull().default('Sihanoukville'),
    etd: date('etd'),
    eta: date('eta'),
    status: text('status').notNull().default('booked'),
    events: jsonb('events')
      .notNull()
      .$type<{ code: string; kind: string; at: string; location: string }[]>()
      .default([]),
    /** The loading port's warehouse name, kept by triggers (migration 0030, decision 067), as on loading records. */
    loading_port_warehouse: text('loading_port_warehouse'),
    ...audit(),
  },
  (t) => [
    index('containers_number_idx').on(t.container_number),
    index('containers_etd_idx').on(t.etd, t.id),
    index('containers_status_idx').on(t.status, t.id),
    index('containers_eta_idx').on(t.eta, t.id),
    index('containers_updated_idx').on(t.updated_at, t.id),
    index('containers_number_trgm_idx').using('gin', t.container_number.op('gin_trgm_ops')),
    index('containers_booking_trgm_idx').using('gin', t.booking_number.op('gin_trgm_ops')),
    // A few dozen carriers: shipping_company__icontains reads the matching names off this (filters.ts fewValues).
    index('containers_shipping_company_idx').on(t.shipping_company, t.id),
    index('containers_port_warehouse_idx').on(t.loading_port_warehouse, t.id),
  ],
);

export const loadingRecords = pgTable(
  'loading_records',
  {
    id: serial('id').primaryKey(),
    car_sale_id: integer('car_sale_id')
      .notNull()
      .references(() => carSales.id, { onDelete: 'cascade' }),
    container_id: integer('container_id').references(() => containers.id, { onDelete: 'set null' }),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    loading_port_id: integer('loading_port_id').references(() => loadingPorts.id, { onDelete: 'set null' }),
    loaded_at: date('loaded_at'),
    /**
     * The loading port's warehouse name (null without a port), kept by triggers on the record, the port and the
     * warehouse (migration 0030, decision 067): `loading_port__warehouse__icontains` reads few values off this table.
     */
    loading_port_warehouse: text('loading_port_warehouse'),
    ...audit(),
  },
  (t) => [
    index('loading_records_sale_idx').on(t.car_sale_id),
    index('loading_records_loaded_idx').on(t.loaded_at, t.id),
    index('loading_records_container_idx').on(t.container_id),
    index('loading_records_updated_idx').on(t.updated_at, t.id),
    index('loading_records_port_warehouse_idx').on(t.loading_port_warehouse, t.id),
  ],
);

export const shippings = pgTable(
  'shippings',
  {
    id: serial('id').primaryKey(),
    car_sale_id: integer('car_sale_id')
      .notNull()
      .references(() => carSales.id, { onDelete: 'cascade' }),
    container_id: integer('container_id').references(() => containers.id, { onDelete: 'set null' }),
    shipping_type: text('shipping_type').notNull().default('container'), // container | roro
    status: text('status').notNull().default('booked'),
    arrived_at: date('arrived_at'),
    customs_cleared_at: date('customs_cleared_at'),
    delivered_at: date('delivered_at'),
    /**
     * The container's ETD and ETA, kept by triggers (migrations 0008, 0011) so the list's date ordering and filter are served by an
     * index on this table instead of a join over every row (decision 028).
     */
    container_etd: date('container_etd'),
    container_eta: date('container_eta'),
    // The container's carrier and the summary report's stage (null without them), kept by the same kind of triggers
    // (migration 0030, decision 067): the list's `shipping_company__icontains` and `stage=` read this table only.
    container_shipping_company: text('container_shipping_company'),
    stage: text('stage'),
    ...audit(),
  },
  (t) => [
    index('shippings_sale_idx').on(t.car_sale_id),
    index('shippings_container_idx').on(t.container_id),
    index('shippings_etd_idx').on(t.container_etd, t.id),
    index('shippings_eta_idx').on(t.container_eta, t.id),
    index('shippings_updated_idx').on(t.updated_at, t.id),
    index('shippings_shipping_company_idx').on(t.container_shipping_company, t.id),
    index('shippings_stage_idx').on(t.stage, t.container_etd, t.id),
  ],
);

/** One per car sale: where the car is (stage) and what it costs the customer, in whole US dollars. */
export const summaryReports = pgTable(
  'summary_reports',
  {
    id: serial('id').primaryKey(),
    car_sale_id: integer('car_sale_id')
      .notNull()
      .unique()
      .references(() => carSales.id, { onDelete: 'cascade' }),
    // The sale's customer, copied so a customer's list filters and orders on one table.
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stage: text('stage').notNull().default('purchased'),
    car_price: integer('car_price').notNull().default(0),
    auction_fees: integer('auction_fees').notNull().default(0),
    towing: integer('towing').notNull().default(0),
    ocean_freight: integer('ocean_freight').notNull().default(0),
    customs_duties: integer('customs_duties').notNull().default(0),
    other_charges: integer('other_charges').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    /** The sale's date, kept by triggers (migration 0016) so the list filters and sorts on this table (decision 042). */
    sale_date: date('sale_date'),
    // The sale's other filtered columns, kept by the same triggers (migration 0028, decision 066).
    year: integer('year'),
    sales_rep_id: integer('sales_rep_id'),
    customer_type: text('customer_type').notNull().default(''),
    ...audit(),
  },
  (t) => [
    index('summary_reports_customer_idx').on(t.customer_id, t.updated_at),
    index('summary_reports_year_idx').on(t.year, t.id),
    index('summary_reports_sales_rep_idx').on(t.sales_rep_id, t.id),
    index('summary_reports_customer_type_idx').on(t.customer_type, t.id),
    index('summary_reports_sale_date_idx').on(t.sale_date, t.id),
    // A sale-date range in the default ordering, read a day at a time (record-source.ts dayPages, decision 067).
    index('summary_reports_day_updated_idx').on(t.sale_date, t.updated_at, t.id),
    index('summary_reports_updated_idx').on(t.updated_at, t.id),
    index('summary_reports_stage_idx').on(t.stage),
    // `?ordering=balance`: the same expression the list sorts by (sources-sales.ts summaryBalance).
    index('summary_reports_balance_idx').on(
      sql`(${t.car_price} + ${t.auction_fees} + ${t.towing} + ${t.ocean_freight} + ${t.customs_duties} + ${t.other_charges} - ${t.paid})`,
      t.id,
    ),
    // Ascending balance with the id-descending tiebreak: many cars are paid off (balance 0).
    index('summary_reports_balance_asc_idx').on(
      sql`(${t.car_price} + ${t.auction_fees} + ${t.towing} + ${t.ocean_freight} + ${t.customs_duties} + ${t.other_charges} - ${t.paid})`,
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const balanceReports = pgTable(
  'balance_reports',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    car_sale_id: integer('car_sale_id').references(() => carSales.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    date: date('date').notNull(),
    ...audit(),
  },
  (t) => [
    index('balance_reports_customer_idx').on(t.customer_id, t.date),
    index('balance_reports_sale_idx').on(t.car_sale_id),
  ],
);

/**
 * Each customer's ledger summed (decision 028): kept by statement triggers on balance_reports (migration 0009) so the
 * balance report list reads one row per customer instead of aggregating every ledger entry on each request.
 */
export const customerBalances = pgTable(
  'customer_balances',
  {
    customer_id: integer('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    charges: integer('charges').notNull().default(0),
    payments: integer('payments').notNull().default(0),
    balance: integer('balance').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    first_entry_date: date('first_entry_date'),
    last_entry_date: date('last_entry_date'),
  },
  (t) => [
    index('customer_balances_balance_idx').on(t.balance, t.customer_id),
    index('customer_balances_last_idx').on(t.last_entry_date, t.customer_id),
  ],
);

/**
 * How many rows each records table holds, and (decision 079) how many hold each value of a few columns, as deltas
 * added by statement triggers on the table (migrations 0027, 0039, decision 066): an unfiltered list's count, or one
 * filtered by a kept column alone, adds up a few of these rows instead of counting hundreds of thousands. A writer
 * only ever inserts deltas (no counter row to wait on); the trigger folds a key's deltas into one now and then.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    table_name: text('table_name').notNull(),
    /** '' for the table's rows; else the column whose rows holding `value` this counts (its trigger's arguments). */
    column_name: text('column_name').notNull().default(''),
    /** The column's value as text (ISO for a date); '' for the table's rows. Rows holding NULL are not counted. */
    value: text('value').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('record_counts_key_idx').on(t.table_name, t.column_name, t.value)],
);

/** Notes on any record; private notes are staff-only. record_type names the table the record lives in. */
export const recordNotes = pgTable(
  'record_notes',
  {
    id: serial('id').primaryKey(),
    record_type: text('record_type').notNull(),
    record_id: integer('record_id').notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    is_private: boolean('is_private').notNull().default(false),
    ...audit(),
  },
  (t) => [index('record_notes_record_idx').on(t.record_type, t.record_id, t.created_at)],
);

export const noteReads = pgTable(
  'note_reads',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => recordNotes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('note_reads_user_note_idx').on(t.user_id, t.note_id)],
);

/**
 * The audit trail of the shipping records (ARCHITECTURE §7: every change is an audit event): who changed which
 * record, when, and each field's value before and after; written in the change's own transaction.
 */
export const recordChanges = pgTable(
  'record_changes',
  {
    id: serial('id').primaryKey(),
    /** The OrderKind of the record (carsales, summaryreports, …). */
    kind: text('kind').notNull(),
    record_id: integer('record_id').notNull(),
    car_sale_id: integer('car_sale_id').references(() => carSales.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** update | stage | note | note_edit */
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().$type<Record<string, { from: unknown; to: unknown }>>().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_changes_record_idx').on(t.kind, t.record_id, t.created_at)],
);

/**
 * Photos and documents of the shipping records (decision 040), one row per file: a loading record's container
 * images, a shipping's images, a container's images and auction invoices, a purchase's invoices. `path` is the
 * site-relative URL (an upload under /media/uploads/records/…, private and served by signed link, or demo art).
 */
export const recordFiles = pgTable(
  'record_files',
  {
    id: serial('id').primaryKey(),
    /** The OrderKind of the record (loadingrecords, shippings, containers, carspurchased). */
    kind: text('kind').notNull(),
    record_id: integer('record_id').notNull(),
    /** The car the record belongs to (null for a container), so a car sale's files go with it. */
    car_sale_id: integer('car_sale_id').references(() => carSales.id, { onDelete: 'cascade' }),
    /** images | container_images | auction_invoices | invoices (RECORD_FILE_COLLECTIONS). */
    collection: text('collection').notNull(),
    path: text('path').notNull(),
    thumb_path: text('thumb_path'),
    content_type: text('content_type').notNull(),
    bytes: integer('bytes').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    original_name: text('original_name').notNull().default(''),
    caption: text('caption').notNull().default(''),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_files_record_idx').on(t.kind, t.record_id, t.collection, t.id),
    index('record_files_sale_idx').on(t.car_sale_id),
  ],
);
