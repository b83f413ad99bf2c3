// Vehicle history reports (Autocheck, Car Fax, Window Sticker): checking a VIN, ordering and paying for a report
// (test card or KHQR), reading it, and the buyer's list of purchased reports.
import { z } from 'zod';
import { integer, pageSchema, type Page } from './common';
import { isChassisNumber, vinCheckDigit } from './vin';

// ---------------------------------------------------------------------------------------------------------------
// Report types
// ---------------------------------------------------------------------------------------------------------------

/** Path segment and stored value of each report type. */
export const REPORT_TYPES = ['autocheck', 'carfax', 'window_sticker'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  autocheck: 'Autocheck',
  carfax: 'Car Fax',
  window_sticker: 'Window Sticker',
};

/** `/carcheckk?tab=`: 1 Autocheck, 2 Car Fax, 3 Window Sticker (one menu calls tab 3 "Car Reports"). */
export const REPORT_TABS: Record<'1' | '2' | '3', ReportType> = {
  '1': 'autocheck',
  '2': 'carfax',
  '3': 'window_sticker',
};

/**
 * List prices in whole US dollars, as the landing page (/carcheckk/index1) shows them before a VIN is entered;
 * check-status answers the price for a VIN, which is what an order is charged.
 */
export const REPORT_PRICES: Record<ReportType, number> = { autocheck: 25, carfax: 40, window_sticker: 15 };

export const reportTypeSchema = z.enum(REPORT_TYPES, {
  error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
});

// ---------------------------------------------------------------------------------------------------------------
// VINs
// ---------------------------------------------------------------------------------------------------------------

export const VIN_MESSAGES = {
  blank: 'This field may not be blank.',
  chassis:
    'This is a Japanese chassis number. History reports and window stickers cover 17-character VINs of cars built ' +
    'for North America from 1981 on; a chassis number has none.',
  letters: 'A VIN never contains the letters I, O or Q (they look like 1 and 0).',
  characters: 'A VIN has only letters and digits.',
  check_digit: 'This VIN does not add up: its 9th character (the check digit) does not match. Check it for a typo.',
} as const;

/**
 * "A VIN has 17 characters; this one has 11." A shorter one adds that cars built before 1981 carry shorter serial
 * numbers, which no report covers.
 */
export function vinLengthMessage(length: number): string {
  const base = `A VIN has 17 characters; this one has ${length}.`;
  return length < 17
    ? `${base} Cars built before 1981 carry shorter serial numbers, which these reports do not cover.`
    : base;
}

/** The VIN as the API reads it: trimmed and upper-cased. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Why `value` is not a VIN a report can be bought for, in the words the API uses on `vin`, or null when it is a
 * valid 17-character VIN (check digit included). The site calls this while the user types.
 */
export function vinProblem(value: string): string | null {
  const vin = normalizeVin(value);
  if (vin === '') return VIN_MESSAGES.blank;
  if (isChassisNumber(vin)) return VIN_MESSAGES.chassis;
  if (!/^[A-Z0-9]*$/.test(vin)) return VIN_MESSAGES.characters;
  if (/[IOQ]/.test(vin)) return VIN_MESSAGES.letters;
  if (vin.length !== 17) return vinLengthMessage(vin.length);
  return vin[8] === vinCheckDigit(vin) ? null : VIN_MESSAGES.check_digit;
}

/** `vin` of every reports request: required, trimmed, upper-cased, a valid 17-character VIN. */
export const reportVinSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
  .max(40, 'Ensure this field has no more than 40 characters.')
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What the VIN itself tells: model year (10th character), make (first three, the WMI), model when known. */
export const decodedVehicleSchema = z
  .object({
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    /** "Unknown model" when the make is known but the model is not. */
    model: z.string().nullable(),
  })
  .meta({ id: 'DecodedVehicle' });
export type DecodedVehicle = z.infer<typeof decodedVehicleSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/reports/check-status/{type}/ {vin}
// ---------------------------------------------------------------------------------------------------------------

export const reportVinRequestSchema = z.object({ vin: reportVinSchema }).meta({ id: 'ReportVinRequest' });
export type ReportVinInput = z.input<typeof reportVinRequestSchema>;

/**
 * Anyone may check (owned is false for a visitor). 400 `{"vin": [...]}` for a bad VIN (see `vinProblem`).
 * Prices are whole US dollars.
 */
export const reportStatusSchema = z
  .object({
    vin: z.string(),
    report_type: reportTypeSchema,
    available: z.boolean(),
    /** Why not, when `available` is false (e.g. no window sticker on file for this make). */
    unavailable_reason: z.string().nullable(),
    /** Whole US dollars. */
    price: z.number().int(),
    currency: z.literal('USD'),
    /** The signed-in user already paid for this report (type + VIN). */
    owned: z.boolean(),
    /** The paid order to open when `owned`, else null. */
    order_id: z.number().int().nullable(),
    /** Null when nothing could be decoded. */
    vehicle: decodedVehicleSchema.nullable(),
    /** "sample" for the built-in provider. */
    provider: z.string(),
    /** True when the report is the built-in provider's clearly marked sample, not a vendor's record. */
    sample: z.boolean(),
  })
  .meta({ id: 'ReportStatus' });
export type ReportStatus = z.infer<typeof reportStatusSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Orders and payments
// ---------------------------------------------------------------------------------------------------------------

export const REPORT_ORDER_STATUSES = ['pending', 'paid', 'failed', 'delivered'] as const;
export type ReportOrderStatus = (typeof REPORT_ORDER_STATUSES)[number];

export const REPORT_ORDER_STATUS_LABELS: Record<ReportOrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid, preparing report',
  failed: 'Payment failed',
  delivered: 'Ready',
};

export const PAYMENT_METHODS = ['card', 'khqr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The built-in test card provider's numbers (any future expiry, any 3-digit CVC, any name). */
export const TEST_CARDS = {
  success: '4242424242424242',
  success_mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficient_funds: '4000000000009995',
  expired: '4000000000000069',
  incorrect_cvc: '4000000000000127',
} as const;

/** KHQR payment instructions of a pending KHQR order: an EMVCo merchant-presented QR string to draw as a QR. */
export const khqrInstructionsSchema = z
  .object({
    payload: z.string(),
    merchant_name: z.string(),
    /** Whole US dollars, the same as the order's price. */
    amount: z.number().int(),
    currency: z.literal('USD'),
    /** The order reference the bank app shows (bill number). */
    reference: z.string(),
    /** True for the built-in test provider: the QR pays nothing; staff mark the order paid. */
    test: z.boolean(),
  })
  .meta({ id: 'KhqrInstructions' });
export type KhqrInstructions = z.infer<typeof khqrInstructionsSchema>;

export const reportOrderSchema = z
  .object({
    id: z.number().int(),
    report_type: reportTypeSchema,
    vin: z.string(),
    vehicle: decodedVehicleSchema.nullable(),
    /** Whole US dollars. */
    price: z.number().int(),
    currency: z.literal('USD'),
    status: z.enum(REPORT_ORDER_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    /** Last four digits of the card that paid (never the number or CVC), else null. */
    card_last4: z.string().nullable(),
    card_brand: z.string().nullable(),
    /** The last failed attempt's message while status is failed, else null. */
    failure_message: z.string().nullable(),
    /** KHQR orders only (null for card). */
    khqr: khqrInstructionsSchema.nullable(),
    sample: z.boolean(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    /** The buyer's user id (staff see other users' orders). */
    user: z.number().int(),
    /** Staff's order list only: who the buyer is, so a KHQR payment can be matched to a person. */
    buyer: z.object({ name: z.string(), email: z.string() }).optional(),
  })
  .meta({ id: 'ReportOrder' });
export type ReportOrder = z.infer<typeof reportOrderSchema>;

/**
 * GET /api/reports/orders/?page=&status= (login required): the user's own orders; staff see every user's (so they
 * can find a KHQR order to mark paid). Newest first, 20 a page. POST /api/reports/orders/{id}/mark-paid/ is staff
 * only (KHQR orders); GET /api/reports/orders/{id}/ is the owner's (or staff's), else 404.
 */
export const REPORT_ORDERS_PAGE_SIZE = 20;
export const reportOrderPageSchema = pageSchema(reportOrderSchema).meta({ id: 'ReportOrderPage' });
export type ReportOrderPage = Page<ReportOrder>;

/**
 * POST /api/reports/orders/ (login required) → 201 with a pending order, or 200 with the SAME order when this user
 * already sent this `idempotency_key` (a double click or a retry never makes a second order). The same key with a
 * different type/VIN/method is 400 on `idempotency_key`. Owning the report already is 400 on `vin`.
 */
export const reportOrderCreateSchema = z
  .object({
    report_type: reportTypeSchema,
    vin: reportVinSchema,
    payment_method: z.enum(PAYMENT_METHODS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` }),
    /** Made by the client once per checkout (a UUID is fine): 8–64 letters, digits, `-` or `_`. */
    idempotency_key: z
      .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, "-" or "_".'),
  })
  .meta({ id: 'ReportOrderCreate' });
export type ReportOrderInput = z.input<typeof reportOrderCreateSchema>;
export type ReportOrderCreate = z.output<typeof reportOrderCreateSchema>;

/** Luhn checksum of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

/**
 * POST /api/reports/orders/{id}/pay/ for a card order. Spaces and dashes in the number are ignored. A card the
 * provider declines is 402 `{"detail": "Your card was declined.", "code": "card_declined"}` and the order becomes
 * `failed` (pay again to retry); paying a paid order charges nothing and answers the order.
 */
export const reportCardPaymentSchema = z
  .object({
    card_number: requiredText(30)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), 'Enter a valid card number.'),
    exp_month: integer({ min: 1, max: 12 }),
    exp_year: integer({ min: 2000, max: 2100 }),
    cvc: requiredText(4).regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card.'),
    name: requiredText(100),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    if (card.exp_year < year || (card.exp_year === year && card.exp_month < month)) {
      ctx.addIssue({ code: 'custom', path: ['exp_year'], message: 'This card has expired.' });
    }
  })
  .meta({ id: 'ReportCardPayment' });
export type ReportCardPaymentInput = z.input<typeof reportCardPaymentSchema>;
export type ReportCardPayment = z.output<typeof reportCardPaymentSchema>;

/** 402 of a declined card: `detail` is the message to show; `code` one of the provider's decline codes. */
export const paymentDeclinedSchema = z.object({ detail: z.string(), code: z.string() }).meta({ id: 'PaymentDeclined' });
export type PaymentDeclined = z.infer<typeof paymentDeclinedSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------------------------

export const reportVehicleSchema = z
  .object({
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    body: z.string(),
    engine: z.string(),
    drive: z.string(),
    fuel: z.string(),
    /** Where it was built, from the VIN's first character (e.g. "United States", "Japan"). */
    country: z.string(),
  })
  .meta({ id: 'ReportVehicle' });

export const titleBrandSchema = z.object({
  /** e.g. "Salvage", "Rebuilt", "Flood damage", "Lemon". */
  brand: z.string(),
  state: z.string(),
  date: z.string(),
});

export const accidentSchema = z.object({
  date: z.string(),
  severity: z.enum(['minor', 'moderate', 'severe']),
  /** Point of impact, e.g. "Front", "Left rear". */
  area: z.string(),
  airbags_deployed: z.boolean(),
  state: z.string(),
  source: z.string(),
});

export const ownerSchema = z.object({
  number: z.number().int(),
  type: z.enum(['personal', 'lease', 'fleet', 'rental', 'commercial']),
  state: z.string(),
  from: z.string(),
  /** Null for the current owner. */
  to: z.string().nullable(),
  /** Miles a year while this owner had it. */
  miles_per_year: z.number().int(),
});

/** Odometer readings, oldest first, miles never decreasing. */
export const odometerReadingSchema = z.object({ date: z.string(), miles: z.number().int(), source: z.string() });

export const serviceEventSchema = z.object({
  date: z.string(),
  miles: z.number().int(),
  description: z.string(),
  location: z.string(),
});

export const reportHistorySchema = z
  .object({
    summary: z.object({
      title_brands: z.number().int(),
      accidents: z.number().int(),
      owners: z.number().int(),
      last_odometer: z.number().int().nullable(),
      service_events: z.number().int(),
      /** One line a reader sees first: "No title brands, 1 accident, 2 owners". */
      headline: z.string(),
    }),
    /** Autocheck's score (1–100) and the range similar cars score; null on a Car Fax. */
    score: z.object({ value: z.number().int(), range_low: z.number().int(), range_high: z.number().int() }).nullable(),
    title_brands: z.array(titleBrandSchema),
    accidents: z.array(accidentSchema),
    owners: z.array(ownerSchema),
    odometer: z.array(odometerReadingSchema),
    service_events: z.array(serviceEventSchema),
  })
  .meta({ id: 'ReportHistory' });
export type ReportHistory = z.infer<typeof reportHistorySchema>;

export const windowStickerSchema = z
  .object({
    /** Whole US dollars. */
    base_price: z.number().int(),
    options: z.array(z.object({ name: z.string(), price: z.number().int() })),
    destination_charge: z.number().int(),
    /** base + options + destination. */
    msrp: z.number().int(),
    fuel_economy: z.object({
      city_mpg: z.number().int(),
      highway_mpg: z.number().int(),
      combined_mpg: z.number().int(),
    }),
    standard_equipment: z.array(z.string()),
    exterior_color: z.string(),
    interior_color: z.string(),
    transmission: z.string(),
    assembly_plant: z.string(),
    warranty: z.array(z.string()),
  })
  .meta({ id: 'WindowSticker' });
export type WindowSticker = z.infer<typeof windowStickerSchema>;

/**
 * POST /api/reports/fetch/{type}/ {vin} (login required): the report of a paid order of the user. A report not
 * paid for is 402 `{"detail": "..."}`. Autocheck and Car Fax carry `history`; a window sticker `window_sticker`.
 */
export const vehicleReportSchema = z
  .object({
    order_id: z.number().int(),
    report_type: reportTypeSchema,
    vin: z.string(),
    /** True for the built-in provider: every fact is generated from the VIN and is not a vendor's record. */
    sample: z.boolean(),
    provider: z.string(),
    generated_at: z.string(),
    vehicle: reportVehicleSchema,
    history: reportHistorySchema.nullable(),
    window_sticker: windowStickerSchema.nullable(),
    /** The line to print under the report (the sample marking for the built-in provider). */
    disclaimer: z.string(),
  })
  .meta({ id: 'VehicleReport' });
export type VehicleReport = z.infer<typeof vehicleReportSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/usermgmt/purchased-reports/?page=
// ---------------------------------------------------------------------------------------------------------------

export const PURCHASED_REPORTS_PAGE_SIZE = 20;

/** One purchased report: a paid or delivered order of the signed-in user, newest first. */
export const purchasedReportSchema = reportOrderSchema
  .pick({
    id: true,
    report_type: true,
    vin: true,
    vehicle: true,
    price: true,
    currency: true,
    status: true,
    payment_method: true,
    card_last4: true,
    sample: true,
    created_at: true,
    paid_at: true,
  })
  .meta({ id: 'PurchasedReport' });
export type PurchasedReport = z.infer<typeof purchasedReportSchema>;

export const purchasedReportPageSchema = pageSchema(purchasedReportSchema).meta({ id: 'PurchasedReportPage' });
export type PurchasedReportPage = Page<PurchasedReport>;
