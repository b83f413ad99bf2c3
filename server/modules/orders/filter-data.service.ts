// The choices of the staff's list filters (decision 038): sales reps, shipping companies and vessels, ports,
// warehouses and container numbers, as the records spell them. Each answer checks the list access of its kind.
import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  FILTER_DATA_CONTAINER_LIMIT,
  type LoadingSearchFilterData,
  type SalesRepFilterData,
  type ShippingFilterData,
  type WarehouseFilterData,
} from '@/lib/contract/orders-filter-data';
import type { OrderKind } from '@/lib/contract/orders';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { carSales, containers, loadingPorts, loadingRecords, users, warehouses } from '../../db/schema';
import { requireScope } from './access';
import { toSalesRep, type LoadContext } from './record-source';

/** Lists that name every customer's containers and ports are for viewers who see every record of the kind. */
function requireAll(ctx: LoadContext, kind: OrderKind): void {
  if (requireScope(kind, ctx.viewer, 'list') !== 'all') throw ApiError.forbidden();
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Staff: every staff account (a rep can be picked before their first sale) and everyone already named a rep on a car.
 * A customer: the reps of their own cars only (the summary report list they filter is their own).
 */
export async function salesRepFilterData(ctx: LoadContext): Promise<SalesRepFilterData> {
  const scope = requireScope('summaryreports', ctx.viewer, 'list');
  const cols = { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email };
  const named = ctx.db
    .selectDistinct({ id: carSales.sales_rep_id })
    .from(carSales)
    .where(
      scope === 'all'
        ? isNotNull(carSales.sales_rep_id)
        : sql`${carSales.sales_rep_id} is not null and ${carSales.customer_id} = ${ctx.viewer.id}`,
    );
  const rows = await ctx.db
    .select(cols)
    .from(users)
    .where(
      scope === 'all'
        ? or(eq(users.is_admin, true), eq(users.is_superuser, true), inArray(users.id, named))
        : inArray(users.id, named),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  // An account without a name is still a choice a person can read: its e-mail, else its number.
  const reps = rows.map((row) => {
    const rep = toSalesRep(row)!;
    return rep.name ? rep : { id: rep.id, name: row.email ?? `User ${row.id}` };
  });
  return { sales_reps: reps.sort(byName) };
}

const allPorts = (db: Db) =>
  db
    .select({ id: loadingPorts.id, name: loadingPorts.name, warehouse_id: loadingPorts.warehouse_id })
    .from(loadingPorts)
    .orderBy(asc(loadingPorts.name), asc(loadingPorts.id));

/** The distinct non-empty values of a container text column, A to Z (case-insensitive). */
async function distinctValues(db: Db, name: 'shipping_company' | 'vessel'): Promise<string[]> {
  const column = containers[name];
  const rows = await db
    .selectDistinct({ value: column })
    .from(containers)
    .where(ne(sql`trim(${column})`, ''));
  // Sorted here: the database's collation differs between PGlite (C) and PostgreSQL.
  return rows.map((r) => r.value).sort((a, b) => a.localeCompare(b));
}

/** Staff (who filter shippings by company; containers are the superuser's): companies, vessels and loading ports. */
export async function shippingFilterData(ctx: LoadContext): Promise<ShippingFilterData> {
  requireAll(ctx, 'shippings');
  const [shipping_companies, vessels, loading_ports] = await Promise.all([
    distinctValues(ctx.db, 'shipping_company'),
    distinctValues(ctx.db, 'vessel'),
    allPorts(ctx.db),
  ]);
  return { shipping_companies, vessels, loading_ports };
}

const warehouseColumns = {
  id: warehouses.id,
  warehouse: warehouses.warehouse,
  city: warehouses.city,
  state: warehouses.state,
};

/** Staff: warehouses, ports, and the numbers of containers cars are loaded into (newest first, `search` narrows). */
export async function loadingSearchFilterData(ctx: LoadContext, url: URL): Promise<LoadingSearchFilterData> {
  requireAll(ctx, 'loadingrecords');
  const search = url.searchParams.getAll('search').at(-1)?.trim() ?? '';
  const used = ctx.db
    .selectDistinct({ id: loadingRecords.container_id })
    .from(loadingRecords)
    .where(isNotNull(loadingRecords.container_id));
  const escaped = search.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const numbers = ctx.db
    .select({ number: containers.container_number, id: containers.id })
    .from(containers)
    .where(and(inArray(containers.id, used), search ? ilike(containers.container_number, `%${escaped}%`) : undefined))
    .orderBy(desc(containers.id))
    .limit(FILTER_DATA_CONTAINER_LIMIT + 1);
  const [warehouseRows, loading_ports, containerRows] = await Promise.all([
    ctx.db.select(warehouseColumns).from(warehouses).orderBy(asc(warehouses.warehouse), asc(warehouses.id)),
    allPorts(ctx.db),
    numbers,
  ]);
  const listed = containerRows.slice(0, FILTER_DATA_CONTAINER_LIMIT).map((r) => r.number);
  return {
    warehouses: warehouseRows,
    loading_ports,
    container_numbers: [...new Set(listed)],
    container_numbers_truncated: containerRows.length > FILTER_DATA_CONTAINER_LIMIT,
  };
}

/** Staff: the warehouses (with the port each trucks to) and the loading ports. */
export async function warehouseFilterData(ctx: LoadContext): Promise<WarehouseFilterData> {
  requireAll(ctx, 'loadingrecords');
  const [rows, loading_ports] = await Promise.all([
    ctx.db
      .select({ ...warehouseColumns, port: warehouses.port })
      .from(warehouses)
      .orderBy(asc(warehouses.warehouse), asc(warehouses.id)),
    allPorts(ctx.db),
  ]);
  return { warehouses: rows, loading_ports };
}
