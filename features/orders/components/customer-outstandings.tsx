'use client';
// Staff see what the car sale's customer still owes on their other cars (GET carsales/oustandings/), so a sale to
// someone behind on payments is noticed before it is recorded.
import Link from 'next/link';
import { useOutstandings } from '../api/get-outstandings';
import { Money } from './money';
import { carName, carOrderHref } from './record-labels';

export function CustomerOutstandings({
  customerId,
  exceptSaleId,
}: {
  customerId: number | null;
  exceptSaleId?: number;
}) {
  const { data, isPending, isError } = useOutstandings(customerId);
  if (customerId === null) return null;
  const cars = data?.cars.filter((c) => c.car_sale_id !== exceptSaleId) ?? [];
  const total = cars.reduce((sum, c) => sum + c.outstanding, 0);
  return (
    <section aria-labelledby="outstandings-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="outstandings-title" className="text-base font-semibold text-gray-900">
        Outstanding balances{exceptSaleId ? ' on other cars' : ''}
      </h2>
      {isPending ? (
        <p className="mt-2 text-sm text-gray-600">Loading what the customer owes…</p>
      ) : isError ? (
        <p className="mt-2 text-sm text-primary-700">The outstanding balances could not be loaded.</p>
      ) : cars.length === 0 ? (
        <p className="mt-2 text-sm text-green-800">Nothing outstanding: the customer is paid up.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">
            <Money value={total} balance /> on {cars.length} {cars.length === 1 ? 'car' : 'cars'}
          </p>
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {cars.map((c) => (
              <li key={c.car_sale_id} className="flex items-center justify-between gap-3 py-1.5">
                <Link href={carOrderHref(c.car_sale_id)} className="text-gray-900 hover:underline">
                  {carName(c.car)} <span className="text-gray-500">{c.car.id_number}</span>
                </Link>
                <Money value={c.outstanding} balance />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
