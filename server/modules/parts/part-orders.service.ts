// Part orders: a buyer's own orders (staff see everyone's) and placing an order against the part's stock.
import {
  PART_ORDER_STATUSES,
  PART_ORDERS_PAGE_SIZE,
  partOrderCreateSchema,
  type PartOrder,
  type PartOrderPage,
  type PartOrderStatus,
} from '@/lib/contract/parts';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import { parseInput } from '../../api/validate';
import type { Db } from '../../db/client';
import {
  countPartOrders,
  findBuyer,
  findPartOrders,
  placePartOrder,
  type PartBuyer,
  type PartOrderRow,
} from './part-orders.repository';

function toPartOrder(row: PartOrderRow & { customer: PartBuyer }, media: MediaUrl): PartOrder {
  return {
    id: row.id,
    part: { ...row.part, image: media(row.part.image) },
    quantity: row.quantity,
    unit_price: row.unit_price,
    total: row.quantity * row.unit_price,
    status: (PART_ORDER_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as PartOrderStatus)
      : 'pending',
    created_at: row.created_at.toISOString(),
    user: row.user_id,
    customer: row.customer,
  };
}

/** GET /api/parts/orders/: the buyer's own orders, or every order for staff; newest first. */
export function listPartOrders(db: Db, user: AuthUser, url: URL, media: MediaUrl): Promise<PartOrderPage> {
  const scope = user.is_staff ? undefined : user.id;
  return paginate(
    url,
    { defaultPageSize: PART_ORDERS_PAGE_SIZE },
    () => countPartOrders(db, scope),
    async ({ pageSize, offset }) =>
      (await findPartOrders(db, scope, pageSize, offset)).map((row) => toPartOrder(row, media)),
  );
}

/** POST /api/parts/orders/create/: takes the stock and records the order, or says how many are left. */
export async function createPartOrder(db: Db, user: AuthUser, body: unknown, media: MediaUrl): Promise<PartOrder> {
  const { part_id, quantity } = parseInput(partOrderCreateSchema, body);
  const result = await placePartOrder(db, user.id, part_id, quantity);
  if ('placed' in result) return toPartOrder({ ...result.placed, customer: await findBuyer(db, user.id) }, media);
  // DRF's PrimaryKeyRelatedField wording for an id that names nothing.
  if ('missing' in result) throw ApiError.validation({ part_id: [`Invalid pk "${part_id}" - object does not exist.`] });
  if (result.stock <= 0) throw ApiError.validation({ part_id: ['This part is out of stock.'] });
  throw ApiError.validation({ quantity: [`Only ${result.stock} left in stock.`] });
}
