// Creating and deleting shipping records (decision 039): a car sale (staff), a container and the cars it carries
// (superusers). The same schemas check the site's forms, so the browser and the API say the same thing.
import { z } from 'zod';
import { integer } from './common';
import { containerNumberSchema } from './container-number';
import { recordVersionSchema } from './orders';
import { CAR_LOCATIONS, DESTINATION_PORT } from './orders-values';
import { FIRST_YEAR, LAST_YEAR } from './price';
import { vinSchema } from './vin';

const dateField = z.iso.date('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
const amount = integer({ min: 0, max: 10_000_000 });
const text = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);
const requiredText = (max: number) => text(max).min(1, 'This field may not be blank.');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => `"${String(i.input)}" is not a valid choice.` });

/** The record's `updated_at` as it was read (decision 038): a different stored one is a 409, nothing written. */
const seenUpdatedAt = recordVersionSchema.shape.updated_at;

/**
 * POST /api/v2/orders/carsales/create/ (staff). The customer type is not sent: it follows the customer's account
 * (a Business Account is a dealer). `car_listing_id`: the marketplace listing the car was sold from, when the form
 * was opened from one (/shipping-dashboard/car-sales/new/{listing id}); kept in the audit trail's create entry.
 * `purchase_price` is read from superusers only, as on update.
 */
export const carSaleCreateSchema = z
  .object({
    customer_id: integer({ min: 1 }),
    sales_rep_id: integer({ min: 1 }).nullable().optional(),
    car_listing_id: integer({ min: 1 }).nullable().optional(),
    date: dateField,
    vin: vinSchema,
    year: integer({ min: FIRST_YEAR, max: LAST_YEAR }),
    make: requiredText(60),
    model: requiredText(60),
    trim: text(80).default(''),
    color: text(40).default(''),
    lot_number: text(20).default(''),
    dealer_state: text(40).default(''),
    car_location: choice(CAR_LOCATIONS).default('Dealer'),
    title_status: choice(CAR_LOCATIONS).default('Dealer'),
    sale_price: amount,
    purchase_price: amount.optional(),
  })
  .meta({ id: 'CarSaleCreate' });
export type CarSaleCreate = z.output<typeof carSaleCreateSchema>;

/** The container's own fields, as its create and edit forms show them. */
const containerFields = {
  container_number: containerNumberSchema,
  booking_number: requiredText(40),
  shipping_company: requiredText(80),
  vessel: text(80).default(''),
  loading_port_id: integer({ min: 1 }).nullable().optional(),
  destination_port: text(80).default(DESTINATION_PORT),
  etd: dateField.nullable().optional(),
  eta: dateField.nullable().optional(),
  status: text(40).default('booked'),
};

/** A ship does not arrive before it leaves: an ETA before the ETD is a typing mistake. */
const etaAfterEtd = (body: { etd?: string | null; eta?: string | null }, ctx: z.RefinementCtx) => {
  if (body.etd && body.eta && body.eta < body.etd) {
    ctx.addIssue({ code: 'custom', path: ['eta'], message: 'The ETA cannot be before the ETD.' });
  }
};

/** POST /api/v2/orders/containers/create/ (superusers). */
export const containerCreateSchema = z.object(containerFields).superRefine(etaAfterEtd).meta({ id: 'ContainerCreate' });
export type ContainerCreate = z.output<typeof containerCreateSchema>;

/**
 * The container edit form: every field, with the `updated_at` it was opened at; sent to PUT …/{id}/update/ (whose
 * partial schema the API checks; this one also catches an ETA before the ETD in the browser).
 */
export const containerEditSchema = z
  .object({ ...containerFields, updated_at: seenUpdatedAt })
  .superRefine(etaAfterEtd)
  .meta({ id: 'ContainerEdit' });
export type ContainerEdit = z.output<typeof containerEditSchema>;

/** Cars one add-cars call may put in a container: a 40-foot box holds four, a RoRo booking a few more. */
export const ADD_CARS_MAX = 20;

/**
 * POST /api/v2/orders/containers/{id}/add-cars/ (superusers): each car's loading record and shipping point at the
 * container (made when the car has none); `loading_date` is written where a loading record has none yet.
 */
export const containerAddCarsSchema = z
  .object({
    car_sale_ids: z
      .array(integer({ min: 1 }), { error: (i) => (i.input === undefined ? 'This field is required.' : undefined) })
      .min(1, 'Choose at least one car.')
      .max(ADD_CARS_MAX, `Ensure this field has no more than ${ADD_CARS_MAX} elements.`),
    loading_date: dateField.nullable().optional(),
    updated_at: seenUpdatedAt,
  })
  .meta({ id: 'ContainerAddCars' });
export type ContainerAddCars = z.output<typeof containerAddCarsSchema>;

/** DELETE …/{id}/delete/: an optional body with the `updated_at` the record was shown with. */
export const recordDeleteSchema = z.object({ updated_at: seenUpdatedAt }).meta({ id: 'RecordDelete' });
export type RecordDelete = z.output<typeof recordDeleteSchema>;
