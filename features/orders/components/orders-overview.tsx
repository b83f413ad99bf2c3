'use client';
// /dashboard: the customer's cars at a glance (staff: every customer's): totals, each car on its way, latest activity.
import Link from 'next/link';
import type { OrdersOverview as Overview } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import { useOrdersOverview } from '../api/get-orders-overview';
import { isStaffUser } from '../utils/viewer';
import { Money } from './money';
import { OverviewActivity } from './overview-activity';
import { OverviewCarCard } from './overview-car-card';
import { LoadFailed } from './record-states';

export function OrdersOverview() {
  const overview = useOrdersOverview();
  const staff = useAuthStore((state) => isStaffUser(state.user));

  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) return <LoadFailed what="your dashboard" onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  if (data.in_transit_count === 0 && data.delivered_count === 0) return <NoCarsYet />;

  return (
    <div className="space-y-8">
      <Totals data={data} />
      <section aria-labelledby="in-transit-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="in-transit-title" className="text-lg font-semibold text-gray-900">
            {staff ? 'Cars on their way (all customers)' : 'Your cars on the way'}
          </h2>
          <Link
            href="/shipping-dashboard/summary-report/"
            className="text-sm font-semibold text-primary-700 hover:underline"
          >
            All cars and costs
          </Link>
        </div>
        {data.in_transit.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
            No cars on the way right now: every car has been delivered.
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.in_transit.map((item, index) => (
              <li key={item.summary_report_id}>
                <OverviewCarCard item={item} priority={index < 4} />
              </li>
            ))}
          </ul>
        )}
        {data.in_transit_count > data.in_transit.length && (
          <p className="text-sm text-gray-600">
            Showing the {data.in_transit.length} soonest of {data.in_transit_count} cars on the way.
          </p>
        )}
      </section>
      <OverviewActivity activity={data.activity} />
    </div>
  );
}

function Totals({ data }: { data: Overview }) {
  const stat = 'rounded-xl border border-gray-200 bg-white p-4 shadow-sm';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div className={stat}>
        <dt className="text-sm text-gray-600">On the way</dt>
        <dd className="mt-1 text-2xl font-bold text-gray-900">{data.in_transit_count}</dd>
      </div>
      <div className={stat}>
        <dt className="text-sm text-gray-600">Delivered</dt>
        <dd className="mt-1 text-2xl font-bold text-gray-900">{data.delivered_count}</dd>
      </div>
      <div className={stat}>
        <dt className="text-sm text-gray-600">Unread notes</dt>
        <dd className={data.unread_notes > 0 ? 'mt-1 text-2xl font-bold text-primary-700' : 'mt-1 text-2xl font-bold'}>
          {data.unread_notes}
        </dd>
      </div>
      <div className={stat}>
        <dt className="text-sm text-gray-600">Balance due</dt>
        <dd className="mt-1 text-2xl">
          <Money value={data.balance_due} balance />
        </dd>
      </div>
    </dl>
  );
}

function NoCarsYet() {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-gray-900">No cars on the way yet</p>
      <p className="mt-1 text-gray-600">
        When we buy a car for you, you can follow it here from the US auction to your door.
      </p>
      <Link href="/cars/" className="mt-4 inline-block font-semibold text-primary-700 hover:underline">
        Browse cars
      </Link>
    </div>
  );
}

export function OverviewSkeleton() {
  return (
    <div className="animate-pulse space-y-8" aria-busy="true" aria-label="Loading your dashboard">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-20 rounded-xl bg-gray-200" />
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-32 rounded-xl bg-gray-200" />
        ))}
      </div>
    </div>
  );
}
