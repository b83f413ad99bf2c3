// Shipping records (/api/v2/orders/{kind}/): each kind's list and detail shape, notes and their unread state, the
// staff's update bodies, the lookups each list accepts, and the customer's overview. Money is whole US dollars.
import { z } from 'zod';
import { integer, pageSchema } from './common';
import { containerNumberSchema } from './container-number';
import {
  CAR_LOCATIONS,
  ORDER_KINDS,
  CUSTOMER_TYPES,
  NOTE_MAX_LENGTH,
  PAYMENT_STATUSES,
  SHIPMENT_STAGES,
  SHIPPING_TYPES,
  TOWING_STATUSES,
  type OrderKind,
} from './orders-values';

export * from './orders-values';

const id = z.number().int();
const isoDate = z.string().describe('YYYY-MM-DD');
const isoDateTime = z.string().describe('ISO 8601 date and time');
const money = z.number().int();

// ---------------------------------------------------------------------------------------------------------------
// Notes

export const noteAuthorSchema = z
  .object({ id, first_name: z.string(), last_name: z.string(), is_staff: z.boolean() })
  .meta({ id: 'NoteAuthor' });

export const noteSchema = z
  .object({
    id,
    record_id: id,
    content: z.string(),
    is_private: z.boolean(),
    /** Null once the author's account is deleted. */
    author: noteAuthorSchema.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'RecordNote' });
export type RecordNote = z.infer<typeof noteSchema>;

/**
 * Every record carries its notes, newest first, and which of them the asking user has not read (ids). Private
 * notes and their unread ids are present for staff only: a customer's answer has neither key.
 */
export const notesFieldsSchema = z.object({
  notes: z.array(noteSchema),
  unread_notes: z.array(id),
  private_notes: z.array(noteSchema).optional(),
  unread_private_notes: z.array(id).optional(),
});
export type NotesFields = z.infer<typeof notesFieldsSchema>;

const noteContent = z
  .string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(NOTE_MAX_LENGTH, `Ensure this field has no more than ${NOTE_MAX_LENGTH} characters.`);

/** POST /api/v2/orders/{kind}/note/create/ (and private-note/create/ for summary reports). */
export const noteCreateSchema = z.object({ record_id: integer({ min: 1 }), content: noteContent }).meta({
  id: 'NoteCreate',
});
export type NoteCreate = z.infer<typeof noteCreateSchema>;

/** PUT /api/v2/orders/{kind}/note/{id}/update/ — author or staff. */
export const noteUpdateSchema = z.object({ content: noteContent }).meta({ id: 'NoteUpdate' });
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

/** POST /api/v2/orders/{kind}/{id}/mark-read/ — `private_note: true` marks the private thread (staff) instead. */
export const markReadSchema = z.object({ private_note: z.boolean().optional() }).meta({ id: 'MarkRead' });
export type MarkRead = z.infer<typeof markReadSchema>;

/** The mark-read answer: how many notes it marked (0 when nothing was unread: a no-op). */
export const markReadResultSchema = z.object({ marked: z.number().int().nonnegative() }).meta({ id: 'MarkReadResult' });

// ---------------------------------------------------------------------------------------------------------------
// Pieces records share

export const personSchema = z
  .object({ id, first_name: z.string(), last_name: z.string(), email: z.string() })
  .meta({ id: 'RecordPerson' });
export const salesRepSchema = z.object({ id, name: z.string() }).meta({ id: 'SalesRep' });

/** The car a record is about (its car sale), as every kind shows it. */
export const recordCarSchema = z
  .object({
    car_sale_id: id,
    id_number: z.string(),
    vin: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string(),
    color: z.string(),
    /** A picture of the car (the latest stage photo, or the generated body-style image). */
    image: z.string().nullable(),
  })
  .meta({ id: 'RecordCar' });
export type RecordCar = z.infer<typeof recordCarSchema>;

export const warehouseSchema = z
  .object({ id, warehouse: z.string(), city: z.string(), state: z.string() })
  .meta({ id: 'Warehouse' });
export const loadingPortSchema = z.object({ id, name: z.string(), warehouse_id: id }).meta({ id: 'LoadingPort' });
export const towingCompanySchema = z.object({ id, name: z.string(), phone: z.string() }).meta({ id: 'TowingCompany' });

export const containerRefSchema = z
  .object({
    id,
    container_number: z.string(),
    booking_number: z.string(),
    shipping_company: z.string(),
    vessel: z.string(),
    etd: isoDate.nullable(),
    eta: isoDate.nullable(),
  })
  .meta({ id: 'ContainerRef' });

export const containerEventSchema = z.object({
  /** DCSA code: GTOT, STUF, GTIN, LOAD, DEPA, ARRI, DISC, STRP… */
  code: z.string(),
  kind: z.enum(['actual', 'estimated', 'planned']),
  at: isoDateTime,
  location: z.string(),
});

/** Something that happened within a stage, with its moment (a towing status a staff member set). */
export const timelineEventSchema = z.object({ at: isoDateTime, text: z.string() }).meta({ id: 'TimelineEvent' });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** One stage of the shipment timeline: done, the current one, or still ahead (with an estimate when known). */
export const timelineStepSchema = z
  .object({
    stage: z.enum(SHIPMENT_STAGES),
    label: z.string(),
    state: z.enum(['done', 'current', 'upcoming']),
    date: isoDate.nullable(),
    /** The date is an estimate (ETD/ETA) rather than what happened. */
    estimated: z.boolean(),
    detail: z.string(),
    images: z.array(z.string()),
    /** The stage's own events, oldest first (the towing stage: each towing status and when it was set). */
    events: z.array(timelineEventSchema).optional(),
  })
  .meta({ id: 'TimelineStep' });
export type TimelineStep = z.infer<typeof timelineStepSchema>;

const stage = z.enum(SHIPMENT_STAGES);
const base = { id, updated_at: isoDateTime, created_at: isoDateTime };

// ---------------------------------------------------------------------------------------------------------------
// Kinds. Fields marked "staff" are absent from a customer's answer; "superuser" ones from a staff member's too.

export const carSaleSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    customer_type: z.enum(CUSTOMER_TYPES),
    sales_rep: salesRepSchema.nullable(),
    date: isoDate,
    lot_number: z.string(),
    dealer_state: z.string(),
    car_location: z.enum(CAR_LOCATIONS),
    title_status: z.enum(CAR_LOCATIONS),
    stage,
    sale_price: money,
    paid: money,
    outstanding: money,
    /** staff */
    is_done: z.boolean().optional(),
    /** staff */
    is_flagged: z.boolean().optional(),
    /** superuser: what we paid at auction */
    purchase_price: money.optional(),
    /** detail only */
    timeline: z.array(timelineStepSchema).optional(),
  })
  .meta({ id: 'CarSale' });
export type CarSale = z.infer<typeof carSaleSchema>;

export const carPurchaseSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    sales_rep: salesRepSchema.nullable(),
    lot_number: z.string(),
    /** Auction house or dealer. */
    seller: z.string(),
    /** The state the auction or dealer is in. */
    dealer_state: z.string(),
    purchase_date: isoDate,
    bid_price: money,
    auction_fees: money,
    title_status: z.enum(CAR_LOCATIONS),
    car_location: z.enum(CAR_LOCATIONS),
    keys: z.boolean(),
    payment_status: z.enum(PAYMENT_STATUSES),
    is_done: z.boolean(),
    is_flagged: z.boolean(),
    invoices: z.array(z.string()),
  })
  .meta({ id: 'CarPurchase' });
export type CarPurchase = z.infer<typeof carPurchaseSchema>;

export const towingSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    towing_company: towingCompanySchema.nullable(),
    pickup_address: z.string(),
    warehouse: warehouseSchema.nullable(),
    towing_status: z.enum(TOWING_STATUSES),
    dispatched_at: isoDateTime.nullable(),
    delivered_at: isoDateTime.nullable(),
    price: money,
  })
  .meta({ id: 'Towing' });
export type Towing = z.infer<typeof towingSchema>;

export const loadingRecordSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    warehouse: warehouseSchema.nullable(),
    loading_port: loadingPortSchema.nullable(),
    container: containerRefSchema.nullable(),
    loading_date: isoDate.nullable(),
    /** Container images: the car in the box. */
    images: z.array(z.string()),
  })
  .meta({ id: 'LoadingRecord' });
export type LoadingRecord = z.infer<typeof loadingRecordSchema>;

export const containerSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    container_number: z.string(),
    booking_number: z.string(),
    shipping_company: z.string(),
    vessel: z.string(),
    loading_port: loadingPortSchema.nullable(),
    destination_port: z.string(),
    etd: isoDate.nullable(),
    eta: isoDate.nullable(),
    status: z.string(),
    events: z.array(containerEventSchema),
    cars: z.array(recordCarSchema.extend({ customer: personSchema })),
    auction_invoices: z.array(z.string()),
    images: z.array(z.string()),
  })
  .meta({ id: 'Container' });
export type Container = z.infer<typeof containerSchema>;

export const shippingSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    shipping_type: z.enum(SHIPPING_TYPES),
    status: z.string(),
    stage,
    container: containerRefSchema.nullable(),
    destination_port: z.string(),
    arrived_at: isoDate.nullable(),
    customs_cleared_at: isoDate.nullable(),
    delivered_at: isoDate.nullable(),
    images: z.array(z.string()),
    /** detail only */
    timeline: z.array(timelineStepSchema).optional(),
  })
  .meta({ id: 'Shipping' });
export type Shipping = z.infer<typeof shippingSchema>;

export const summaryReportSchema = z
  .object({
    ...base,
    ...notesFieldsSchema.shape,
    car: recordCarSchema,
    customer: personSchema,
    customer_type: z.enum(CUSTOMER_TYPES),
    sales_rep: salesRepSchema.nullable(),
    stage,
    /** Container ETA at Sihanoukville, when the car is loaded. */
    eta: isoDate.nullable(),
    /** staff: the car sale's done mark */
    is_done: z.boolean().optional(),
    /** staff: the car sale's flag */
    is_flagged: z.boolean().optional(),
    car_price: money,
    auction_fees: money,
    towing: money,
    ocean_freight: money,
    customs_duties: money,
    other_charges: money,
    total: money,
    paid: money,
    balance: money,
    /** detail only */
    timeline: z.array(timelineStepSchema).optional(),
  })
  .meta({ id: 'SummaryReport' });
export type SummaryReport = z.infer<typeof summaryReportSchema>;

export const ledgerEntrySchema = z
  .object({
    id,
    date: isoDate,
    description: z.string(),
    car: recordCarSchema.nullable(),
    debit: money,
    credit: money,
    /** Running balance after this entry (charges minus payments), oldest first. */
    balance: money,
  })
  .meta({ id: 'LedgerEntry' });

/** Balance report: one row per customer (`id` is the customer's id); detail adds the ledger. */
export const balanceReportSchema = z
  .object({
    id,
    ...notesFieldsSchema.shape,
    customer: personSchema,
    charges: money,
    payments: money,
    balance: money,
    last_entry_date: isoDate.nullable(),
    /** detail only */
    entries: z.array(ledgerEntrySchema).optional(),
  })
  .meta({ id: 'BalanceReport' });
export type BalanceReport = z.infer<typeof balanceReportSchema>;

export const orderRecordSchemas = {
  carspurchased: carPurchaseSchema,
  towings: towingSchema,
  carsales: carSaleSchema,
  containers: containerSchema,
  loadingrecords: loadingRecordSchema,
  shippings: shippingSchema,
  summaryreports: summaryReportSchema,
  balancereports: balanceReportSchema,
} as const satisfies Record<OrderKind, z.ZodType>;
export type OrderRecord<K extends OrderKind> = z.infer<(typeof orderRecordSchemas)[K]>;

export const orderPageSchemas = {
  carspurchased: pageSchema(carPurchaseSchema).meta({ id: 'CarPurchasePage' }),
  towings: pageSchema(towingSchema).meta({ id: 'TowingPage' }),
  carsales: pageSchema(carSaleSchema).meta({ id: 'CarSalePage' }),
  containers: pageSchema(containerSchema).meta({ id: 'ContainerPage' }),
  loadingrecords: pageSchema(loadingRecordSchema).meta({ id: 'LoadingRecordPage' }),
  shippings: pageSchema(shippingSchema).meta({ id: 'ShippingPage' }),
  summaryreports: pageSchema(summaryReportSchema).meta({ id: 'SummaryReportPage' }),
  balancereports: pageSchema(balanceReportSchema).meta({ id: 'BalanceReportPage' }),
} as const satisfies Record<OrderKind, z.ZodType>;

// ---------------------------------------------------------------------------------------------------------------
// Lists: the lookups and orderings each kind accepts (spec §3's dashboard filter fields, django-filter style).
// `search` is free text over the kind's id number, VIN, make/model and customer name (container: number, booking).

export const ORDER_FILTERS = {
  carsales: [
    'id_number__icontains',
    'vin__icontains',
    'year__gte',
    'year__lte',
    'date__gte',
    'date__lte',
    'dealer_state__icontains',
    'car_location__icontains',
    'title_status__icontains',
    'sales_rep_id',
    'customer_type',
    'customer_id',
    'stage',
    'is_done',
    'is_flagged',
  ],
  carspurchased: [
    'id_number__icontains',
    'vin__icontains',
    'year__gte',
    'year__lte',
    'date__gte',
    'date__lte',
    'dealer_state__icontains',
    'car_location__icontains',
    'title_status__icontains',
    'sales_rep_id',
    'customer_type',
    'customer_id',
    'payment_status',
  ],
  towings: [
    'id_number__icontains',
    'vin__icontains',
    'towing_status__iexact',
    'date__gte',
    'date__lte',
    'customer_id',
    'warehouse_id',
  ],
  containers: [
    'container_number__icontains',
    'booking_number__icontains',
    'shipping_company__icontains',
    'loading_port__warehouse__icontains',
    'date__gte',
    'date__lte',
    'status',
  ],
  loadingrecords: [
    'id_number__icontains',
    'vin__icontains',
    'container_number__icontains',
    'loading_port__warehouse__icontains',
    'date__gte',
    'date__lte',
    'customer_id',
  ],
  shippings: [
    'id_number__icontains',
    'vin__icontains',
    'container_number__icontains',
    'booking_number__icontains',
    'shipping_company__icontains',
    'date__gte',
    'date__lte',
    'customer_id',
    'stage',
  ],
  summaryreports: [
    'id_number__icontains',
    'vin__icontains',
    'year__gte',
    'year__lte',
    'date__gte',
    'date__lte',
    'sales_rep_id',
    'customer_type',
    'customer_id',
    'stage',
  ],
  balancereports: ['customer_id', 'date__gte', 'date__lte'],
} as const satisfies Record<OrderKind, readonly string[]>;

/** `?ordering=` values per kind (a leading '-' reverses); the first is the default, newest first. */
export const ORDER_ORDERING = {
  carsales: ['-date', 'date', '-updated_at', 'updated_at', 'id_number', '-id_number', 'year', '-year'],
  carspurchased: ['-date', 'date', '-updated_at', 'updated_at', 'bid_price', '-bid_price'],
  towings: ['-date', 'date', '-updated_at', 'updated_at', 'towing_status'],
  containers: ['-date', 'date', '-eta', 'eta', '-updated_at', 'updated_at'],
  loadingrecords: ['-date', 'date', '-updated_at', 'updated_at'],
  shippings: ['-date', 'date', '-eta', 'eta', '-updated_at', 'updated_at'],
  summaryreports: ['-updated_at', 'updated_at', '-date', 'date', '-balance', 'balance'],
  balancereports: ['-balance', 'balance', '-last_entry_date', 'last_entry_date'],
} as const satisfies Record<OrderKind, readonly string[]>;

// ---------------------------------------------------------------------------------------------------------------
// Staff updates: PUT /api/v2/orders/{kind}/{id}/update/ with any subset of the kind's fields.

const dateField = z.iso.date('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
const dateTimeField = z.iso.datetime({ offset: true, error: 'Datetime has wrong format.' });
const amount = integer({ min: 0, max: 10_000_000 });
const shortText = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => `"${String(i.input)}" is not a valid choice.` });

/**
 * Optimistic concurrency (decision 038), one piece every staff edit body takes: the record's `updated_at` exactly as
 * the form read it. When it is sent and the stored one differs, the answer is 409 and nothing is written.
 */
export const recordVersionSchema = z.object({
  updated_at: dateTimeField
    .optional()
    .describe("The record's updated_at as read; a different stored one answers 409 (someone else saved first)"),
});
export const RECORD_CHANGED_DETAIL =
  'This record was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.';

export const orderUpdateSchemas = {
  carsales: z
    .object({
      customer_type: choice(CUSTOMER_TYPES),
      sales_rep_id: integer({ min: 1 }).nullable(),
      date: dateField,
      trim: shortText(80),
      color: shortText(40),
      lot_number: shortText(20),
      dealer_state: shortText(40),
      car_location: choice(CAR_LOCATIONS),
      title_status: choice(CAR_LOCATIONS),
      sale_price: amount,
      purchase_price: amount,
      is_done: z.boolean(),
      is_flagged: z.boolean(),
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'CarSaleUpdate' }),
  carspurchased: z
    .object({
      seller: shortText(120),
      purchase_date: dateField,
      bid_price: amount,
      auction_fees: amount,
      keys: z.boolean(),
      payment_status: choice(PAYMENT_STATUSES),
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'CarPurchaseUpdate' }),
  towings: z
    .object({
      towing_company_id: integer({ min: 1 }).nullable(),
      towing_status: choice(TOWING_STATUSES),
      pickup_address: shortText(200),
      warehouse_id: integer({ min: 1 }).nullable(),
      dispatched_at: dateTimeField.nullable(),
      delivered_at: dateTimeField.nullable(),
      price: amount,
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'TowingUpdate' }),
  loadingrecords: z
    .object({
      warehouse_id: integer({ min: 1 }).nullable(),
      loading_port_id: integer({ min: 1 }).nullable(),
      container_id: integer({ min: 1 }).nullable(),
      loading_date: dateField.nullable(),
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'LoadingRecordUpdate' }),
  containers: z
    .object({
      container_number: containerNumberSchema,
      booking_number: shortText(40),
      shipping_company: shortText(80),
      vessel: shortText(80),
      loading_port_id: integer({ min: 1 }).nullable(),
      destination_port: shortText(80),
      etd: dateField.nullable(),
      eta: dateField.nullable(),
      status: shortText(40),
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'ContainerUpdate' }),
  shippings: z
    .object({
      shipping_type: choice(SHIPPING_TYPES),
      container_id: integer({ min: 1 }).nullable(),
      status: shortText(40),
      arrived_at: dateField.nullable(),
      customs_cleared_at: dateField.nullable(),
      delivered_at: dateField.nullable(),
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'ShippingUpdate' }),
  summaryreports: z
    .object({
      car_price: amount,
      auction_fees: amount,
      towing: amount,
      ocean_freight: amount,
      customs_duties: amount,
      other_charges: amount,
      paid: amount,
    })
    .partial()
    .extend(recordVersionSchema.shape)
    .meta({ id: 'SummaryReportUpdate' }),
} as const;
export type UpdatableOrderKind = keyof typeof orderUpdateSchemas;

// ---------------------------------------------------------------------------------------------------------------
// The customer's overview: GET /api/v2/orders/overview/ (staff see the same for all customers).

export const overviewCarSchema = z
  .object({
    summary_report_id: id,
    car: recordCarSchema,
    stage,
    stage_label: z.string(),
    /** Container ETA at Sihanoukville, when known. */
    eta: isoDate.nullable(),
    balance: money,
    unread_notes: z.number().int().nonnegative(),
    updated_at: isoDateTime,
  })
  .meta({ id: 'OverviewCar' });

export const overviewActivitySchema = z
  .object({
    at: isoDateTime,
    kind: z.enum(['note', 'stage']),
    record_kind: z.string(),
    record_id: id,
    car: recordCarSchema,
    text: z.string(),
  })
  .meta({ id: 'OverviewActivity' });

export const overviewSchema = z
  .object({
    /** Cars not yet delivered, soonest ETA first (at most 50). */
    in_transit: z.array(overviewCarSchema),
    in_transit_count: z.number().int().nonnegative(),
    delivered_count: z.number().int().nonnegative(),
    unread_notes: z.number().int().nonnegative(),
    balance_due: money,
    /** The latest notes and stage changes, newest first (at most 10). */
    activity: z.array(overviewActivitySchema),
  })
  .meta({ id: 'OrdersOverview' });
export type OrdersOverview = z.infer<typeof overviewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The audit trail: GET /api/v2/orders/{kind}/{id}/history/ (staff) — every change, newest first.

/** create and delete: a record made or removed by staff (decision 039); the entry keeps every stored field. */
export const CHANGE_ACTIONS = ['update', 'stage', 'note', 'note_edit', 'create', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const recordChangeSchema = z
  .object({
    id,
    action: z.enum(CHANGE_ACTIONS),
    actor: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
    /** Stored column → its value before and after (a note: its id and thread; a note edit: the old and new text). */
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    created_at: isoDateTime,
  })
  .meta({ id: 'RecordChange' });
export type RecordChangeEntry = z.infer<typeof recordChangeSchema>;
export const recordChangePageSchema = pageSchema(recordChangeSchema).meta({ id: 'RecordChangePage' });

/** The notification socket's frame for a new note, a stage change or a towing status on one of the user's records. */
export const recordEventSchema = z.object({
  command: z.literal('record_update'),
  /** towing: the tow's status changed without moving the car to another stage. */
  event: z.enum(['note', 'stage', 'towing']),
  kind: z.enum(ORDER_KINDS),
  record_id: id,
  car_sale_id: id,
  text: z.string(),
  at: isoDateTime,
});
export type RecordEvent = z.infer<typeof recordEventSchema>;
