'use client';
// The dashboard's part orders, a page at a time (page in the URL): status, part, quantity, total and date; staff
// see every customer's orders with the buyer's id. A table on wide screens, cards on phones.
import { clsx } from 'clsx';
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { parseApiError } from '@/lib/api/errors';
import { PART_ORDERS_PAGE_SIZE, type PartOrder, type PartOrderStatus } from '@/lib/contract/parts';
import { formatDate } from '@/lib/dates';
import { pageCount } from '@/lib/pagination-range';
import { formatUsd } from '@/lib/price';
import { useUrlPage } from '@/lib/use-url-page';
import { usePartOrders } from '../api/get-part-orders';
import { partHref } from '../utils/part-filters';

/** Whose order it is, for staff: the buyer's name, or their e-mail when they gave no name. */
function buyerName(order: PartOrder): string {
  const name = `${order.customer.first_name} ${order.customer.last_name}`.trim();
  return name || order.customer.email || `Customer ${order.user}`;
}

const STATUS_CLASS: Record<PartOrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-700',
};

function StatusBadge({ status }: { status: PartOrderStatus }) {
  return (
    <span className={clsx('rounded-md px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[status])}>
      {status}
    </span>
  );
}

const vehicle = (order: PartOrder) => `${order.part.year} ${order.part.make} ${order.part.model}`;

export function PartOrdersList({ page, staff }: { page: number; staff: boolean }) {
  const { page: shownPage, pathname, hrefFor, select: selectPage } = useUrlPage(page);
  const orders = usePartOrders(shownPage);

  if (orders.isPending) return <p className="text-sm text-gray-600">Loading part orders…</p>;
  if (orders.isError) {
    const gone = parseApiError(orders.error).status === 404;
    return (
      <div role="alert" className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">
          {gone ? 'This page of part orders is empty.' : 'Your part orders could not be loaded.'}
        </p>
        <Link href={pathname} className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Go to the first page
        </Link>
      </div>
    );
  }
  if (orders.data.count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">
          {staff ? 'No part orders yet.' : 'You have not ordered any parts yet.'}
        </p>
        <p className="mt-1 text-gray-600">Find the right part by your car&apos;s make, year, model and engine.</p>
        <Link href="/parts/" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Browse parts
        </Link>
      </div>
    );
  }

  const rows = orders.data.results;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-gray-700">
        {orders.data.count} part {orders.data.count === 1 ? 'order' : 'orders'}
      </p>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Order
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Part
            </th>
            {staff && (
              <th scope="col" className="py-2 pr-3 font-medium">
                Customer
              </th>
            )}
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((order) => (
            <tr key={order.id}>
              <td className="py-3 pr-3 text-gray-500">#{order.id}</td>
              <td className="py-3 pr-3">
                <Link href={partHref(order.part)} className="font-semibold text-gray-900 hover:text-primary-700">
                  {order.part.name}
                </Link>
                <span className="block text-gray-500">{vehicle(order)}</span>
              </td>
              {staff && <td className="py-3 pr-3 text-gray-700">{buyerName(order)}</td>}
              <td className="py-3 pr-3 text-right">{order.quantity}</td>
              <td className="py-3 pr-3 text-right font-semibold">{formatUsd(order.total)}</td>
              <td className="py-3 pr-3">
                <StatusBadge status={order.status} />
              </td>
              <td className="py-3 whitespace-nowrap text-gray-700">{formatDate(order.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {rows.map((order) => (
          <li key={order.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <Link href={partHref(order.part)} className="font-semibold text-gray-900 hover:text-primary-700">
                {order.part.name}
              </Link>
              <StatusBadge status={order.status} />
            </div>
            <p className="text-sm text-gray-500">{vehicle(order)}</p>
            <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-gray-700">
              <span>
                #{order.id} · {order.quantity} × {formatUsd(order.unit_price)}
                {staff && ` · ${buyerName(order)}`}
              </span>
              <span className="font-semibold text-gray-900">{formatUsd(order.total)}</span>
            </p>
            <p className="mt-1 text-xs text-gray-500">{formatDate(order.created_at)}</p>
          </li>
        ))}
      </ul>
      <Pagination
        page={shownPage}
        totalPages={pageCount(orders.data.count, PART_ORDERS_PAGE_SIZE)}
        hrefFor={hrefFor}
        onSelect={selectPage}
      />
    </>
  );
}
