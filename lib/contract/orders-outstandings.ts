// GET /api/v2/orders/carsales/oustandings/ (the spec's spelling): what a customer still owes on each car; staff name
// the customer (`?customer_id=`), as the car sale form does for the customer it shows.
import { z } from 'zod';
import { recordCarSchema } from './orders';

export const outstandingsSchema = z
  .object({
    customer_id: z.number().int(),
    total_outstanding: z.number().int(),
    cars: z.array(
      z.object({
        car_sale_id: z.number().int(),
        car: recordCarSchema,
        sale_price: z.number().int(),
        paid: z.number().int(),
        outstanding: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CarSaleOutstandings' });
export type Outstandings = z.infer<typeof outstandingsSchema>;
