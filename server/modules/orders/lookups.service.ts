// Lists staff pick from (towing companies, warehouses, loading ports) and a customer's outstanding car balances.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { outstandingsSchema, type Outstandings } from '@/lib/contract/orders-outstandings';
import { requireStaff } from '../../api/auth';
import { ApiError } from '../../api/errors';
import { readId } from '@/lib/contract/ids';
import { carSales, loadingPorts, summaryReports, towingCompanies, warehouses } from '../../db/schema';
import { requireScope } from './access';
import { carImages, saleColumns, toCar, type LoadContext } from './record-source';

export async function listTowingCompanies(ctx: LoadContext) {
  requireStaff(ctx.viewer);
  return ctx.db.select().from(towingCompanies).orderBy(asc(towingCompanies.name), asc(towingCompanies.id));
}

export async function listWarehouses(ctx: LoadContext) {
  requireStaff(ctx.viewer);
  return ctx.db
    .select({ id: warehouses.id, warehouse: warehouses.warehouse, city: warehouses.city, state: warehouses.state })
    .from(warehouses)
    .orderBy(asc(warehouses.warehouse), asc(warehouses.id));
}

export async function listLoadingPorts(ctx: LoadContext) {
  requireStaff(ctx.viewer);
  return ctx.db.select().from(loadingPorts).orderBy(asc(loadingPorts.name), asc(loadingPorts.id));
}

export { outstandingsSchema, type Outstandings };

/** The viewer's own (a customer) or, for staff, the `customer_id` named; largest amount first. */
export async function getOutstandings(ctx: LoadContext, url: URL): Promise<Outstandings> {
  const scope = requireScope('carsales', ctx.viewer, 'list');
  let customerId = ctx.viewer.id;
  if (scope === 'all') {
    const raw = url.searchParams.getAll('customer_id').at(-1)?.trim() ?? '';
    if (!raw) throw ApiError.validation({ customer_id: ['This field is required.'] });
    const id = readId(raw);
    if (id === null) throw ApiError.validation({ customer_id: ['Enter a number.'] });
    customerId = id;
  }
  const outstanding = sql<number>`greatest(${carSales.sale_price} - coalesce(${summaryReports.paid}, 0), 0)::int`;
  const rows = await ctx.db
    .select({ car: saleColumns, sale_price: carSales.sale_price, paid: summaryReports.paid, outstanding })
    .from(carSales)
    .leftJoin(summaryReports, eq(summaryReports.car_sale_id, carSales.id))
    .where(sql`${carSales.customer_id} = ${customerId} and ${outstanding} > 0`)
    .orderBy(desc(outstanding), desc(carSales.id));
  const images = await carImages(
    ctx,
    rows.map((r) => r.car.car_sale_id),
  );
  const cars = rows.map((r) => ({
    car_sale_id: r.car.car_sale_id,
    car: toCar(r.car, images),
    sale_price: r.sale_price,
    paid: r.paid ?? 0,
    outstanding: Number(r.outstanding),
  }));
  return { customer_id: customerId, total_outstanding: cars.reduce((sum, c) => sum + c.outstanding, 0), cars };
}
