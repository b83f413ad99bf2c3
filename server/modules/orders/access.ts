// Who may do what with each kind of shipping record: the one access table (decision 028) and the checks built on it.
import { eq } from 'drizzle-orm';
import type { OrderKind } from '@/lib/contract/orders-values';
import type { Db } from '../../db/client';
import {
  balanceReports,
  carPurchases,
  carSales,
  containers,
  loadingRecords,
  shippings,
  summaryReports,
  towings,
} from '../../db/schema';
import { ApiError } from '../../api/errors';
import type { AuthUser } from '../../api/context';

export const ORDER_ACTIONS = [
  'list',
  'detail',
  'update',
  'note_create',
  'note_update',
  'private_notes',
  'mark_read',
  'history',
  'create',
  'delete',
  'export',
  'files',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * create/delete: new records and removing them (staff: car sales; superusers: containers and the other superuser kinds);
 * export: the filtered list as CSV (the list's rows, so the list's scope); files: uploading and deleting a record's
 * photos and documents.
 *
 * all: every record; own: the viewer's own records (others' are 404); author: own notes only; none: 403.
 */
export type AccessScope = 'all' | 'own' | 'author' | 'none';

/** Roles as the records see them. A dealer (Business Account) is a customer; a dummy account has no dashboard. */
export type OrderRole = 'customer' | 'dummy' | 'staff' | 'superuser';

type RoleAccess = Record<OrderAction, AccessScope>;

const NONE: RoleAccess = {
  list: 'none',
  detail: 'none',
  update: 'none',
  note_create: 'none',
  note_update: 'none',
  private_notes: 'none',
  mark_read: 'none',
  history: 'none',
  create: 'none',
  delete: 'none',
  export: 'none',
  files: 'none',
};
const EVERYTHING: RoleAccess = {
  list: 'all',
  detail: 'all',
  update: 'all',
  note_create: 'all',
  note_update: 'all',
  private_notes: 'all',
  mark_read: 'all',
  history: 'all',
  create: 'all',
  delete: 'all',
  export: 'all',
  files: 'all',
};
/**
 * A customer reads their own records, writes notes on them, edits the notes they wrote, never sees private ones
 * nor the audit trail (it holds staff fields and private-note events).
 */
const OWNER: RoleAccess = {
  list: 'own',
  detail: 'own',
  update: 'none',
  note_create: 'own',
  note_update: 'author',
  private_notes: 'none',
  mark_read: 'own',
  history: 'none',
  create: 'none',
  delete: 'none',
  // The CSV of their own list: the same rows the list shows them.
  export: 'own',
  files: 'none',
};

/** Kinds a customer follows their own cars with; staff work on all of them. */
const customerKind = { customer: OWNER, dummy: NONE, staff: EVERYTHING, superuser: EVERYTHING };
/** Spec §6: purchases, containers, towings and the balance report are for superusers only. */
const superuserKind = { customer: NONE, dummy: NONE, staff: NONE, superuser: EVERYTHING };

export const ORDER_ACCESS: Record<OrderKind, Record<OrderRole, RoleAccess>> = {
  carsales: customerKind,
  shippings: customerKind,
  loadingrecords: customerKind,
  summaryreports: customerKind,
  carspurchased: superuserKind,
  containers: superuserKind,
  towings: superuserKind,
  // The ledger is written by payments and charges (issue 13), not edited as a record.
  balancereports: {
    ...superuserKind,
    superuser: { ...EVERYTHING, update: 'none', create: 'none', delete: 'none', files: 'none' },
  },
};

export function orderRole(viewer: AuthUser): OrderRole {
  if (viewer.is_superuser) return 'superuser';
  if (viewer.is_staff) return 'staff';
  if (viewer.is_dummy_account) return 'dummy';
  return 'customer';
}

export function accessScope(kind: OrderKind, viewer: AuthUser, action: OrderAction): AccessScope {
  return ORDER_ACCESS[kind][orderRole(viewer)][action];
}

/** The scope the viewer has for this action, or DRF's 403 when they have none. */
export function requireScope(kind: OrderKind, viewer: AuthUser, action: OrderAction): Exclude<AccessScope, 'none'> {
  const scope = accessScope(kind, viewer, action);
  if (scope === 'none') throw ApiError.forbidden();
  return scope;
}

export interface RecordOwner {
  id: number;
  /** The customer the record belongs to; null for a container (it carries several customers' cars). */
  customer_id: number | null;
  car_sale_id: number | null;
}

/** Who a record belongs to, or null when there is no such record. */
export async function findRecordOwner(db: Db, kind: OrderKind, id: number): Promise<RecordOwner | null> {
  const viaSale = async (table: typeof carPurchases | typeof towings | typeof loadingRecords | typeof shippings) => {
    const [row] = await db
      .select({ car_sale_id: table.car_sale_id, customer_id: carSales.customer_id })
      .from(table)
      .innerJoin(carSales, eq(carSales.id, table.car_sale_id))
      .where(eq(table.id, id))
      .limit(1);
    return row ? { id, ...row } : null;
  };
  switch (kind) {
    case 'carsales': {
      const [row] = await db
        .select({ customer_id: carSales.customer_id })
        .from(carSales)
        .where(eq(carSales.id, id))
        .limit(1);
      return row ? { id, customer_id: row.customer_id, car_sale_id: id } : null;
    }
    case 'summaryreports': {
      const [row] = await db
        .select({ customer_id: summaryReports.customer_id, car_sale_id: summaryReports.car_sale_id })
        .from(summaryReports)
        .where(eq(summaryReports.id, id))
        .limit(1);
      return row ? { id, ...row } : null;
    }
    case 'carspurchased':
      return viaSale(carPurchases);
    case 'towings':
      return viaSale(towings);
    case 'loadingrecords':
      return viaSale(loadingRecords);
    case 'shippings':
      return viaSale(shippings);
    case 'containers': {
      const [row] = await db.select({ id: containers.id }).from(containers).where(eq(containers.id, id)).limit(1);
      return row ? { id, customer_id: null, car_sale_id: null } : null;
    }
    case 'balancereports': {
      // A balance report is the customer's ledger: its id is the customer's id.
      const [row] = await db
        .select({ customer_id: balanceReports.customer_id })
        .from(balanceReports)
        .where(eq(balanceReports.customer_id, id))
        .limit(1);
      return row ? { id, customer_id: row.customer_id, car_sale_id: null } : null;
    }
  }
}

/**
 * The record the viewer may act on: 403 when their role has no such right on the kind, 404 when the record does
 * not exist or (own scope) is another customer's, so a customer cannot even learn that another's record exists.
 */
export async function findVisibleRecord(
  db: Db,
  kind: OrderKind,
  id: number,
  viewer: AuthUser,
  action: OrderAction,
): Promise<RecordOwner> {
  const scope = requireScope(kind, viewer, action);
  const owner = await findRecordOwner(db, kind, id);
  if (!owner) throw ApiError.notFound();
  if ((scope === 'own' || scope === 'author') && owner.customer_id !== viewer.id) throw ApiError.notFound();
  return owner;
}
