'use client';
// "Add cars" on a container (superusers): find car orders by VIN, id number or customer, tick them, and put them in
// the box. Their loading records and shippings then point at it, so each car's stage and its customer's timeline
// follow the container's dates; a loading date fills in where a car has none yet.
import { useState } from 'react';
import { FormNotice } from '@/components/forms/form-alert';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { RECORD_CHANGED_DETAIL } from '@/lib/contract/orders';
import { ADD_CARS_MAX } from '@/lib/contract/orders-create';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddContainerCars } from '../api/add-container-cars';
import { useOrderRecord } from '../api/get-order-record';
import { useOrderRecords } from '../api/get-order-records';
import { carName, personName } from './record-labels';
import { RecordChangedAlert } from './record-version';
import { StageBadge } from './stage-badge';

export function ContainerCarsPicker({ containerId }: { containerId: number }) {
  const record = useOrderRecord('containers', containerId);
  const container = record.data;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const found = useOrderRecords('carsales', { search, ordering: '-date' });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [loadingDate, setLoadingDate] = useState('');
  const [added, setAdded] = useState(0);
  const add = useAddContainerCars(containerId);
  if (!container) return null;
  const error = add.isError ? parseApiError(add.error) : null;
  const conflict = error?.status === 409 ? (error.detail ?? RECORD_CHANGED_DETAIL) : null;
  const inBox = new Set(container.cars.map((c) => c.car_sale_id));
  const results = (found.data?.results ?? []).filter((sale) => !inBox.has(sale.id));

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < ADD_CARS_MAX) next.add(id);
      return next;
    });
  const submit = () =>
    add.mutate(
      { car_sale_ids: [...chosen], loading_date: loadingDate || null, updated_at: container.updated_at },
      {
        onSuccess: () => {
          setAdded(chosen.size);
          setChosen(new Set());
        },
      },
    );

  return (
    <section
      aria-labelledby="add-cars-title"
      className="max-w-4xl space-y-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div>
        <h2 id="add-cars-title" className="text-lg font-semibold text-gray-900">
          Add cars
        </h2>
        <p className="text-sm text-gray-600">
          {container.cars.length} {container.cars.length === 1 ? 'car is' : 'cars are'} in this container. Cars in
          another container move to this one.
        </p>
      </div>
      {added > 0 && !add.isPending && (
        <FormNotice>
          {added} {added === 1 ? 'car was' : 'cars were'} added; their customers see the container on their timeline.
        </FormNotice>
      )}
      {add.isError &&
        (conflict ? (
          <RecordChangedAlert
            message={conflict}
            reloading={record.isFetching}
            onReload={() => {
              add.reset();
              void record.refetch();
            }}
          />
        ) : (
          <p role="alert" className="text-sm text-primary-700">
            {error && formErrorMessages(error).join(' ')}
          </p>
        ))}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <label className="block text-sm font-medium text-gray-800">
          Find car orders
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="VIN, id number, make, model or customer"
            className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 shadow-sm focus:border-primary-500"
          />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Loading date
          <input
            type="date"
            value={loadingDate}
            onChange={(event) => setLoadingDate(event.target.value)}
            className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 shadow-sm focus:border-primary-500"
          />
        </label>
      </div>
      <fieldset>
        <legend className="sr-only">Car orders found</legend>
        {found.isPending ? (
          <p className="text-sm text-gray-600">Looking for car orders…</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-gray-600">No car orders match{search ? ` “${search}”` : ''}.</p>
        ) : (
          <ul className="max-h-96 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200">
            {results.map((sale) => (
              <li key={sale.id}>
                <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 hover:bg-gray-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.has(sale.id)}
                    onChange={() => toggle(sale.id)}
                  />
                  <span className="font-medium text-gray-900">{carName(sale.car)}</span>
                  <span className="font-mono text-sm text-gray-600">{sale.car.vin}</span>
                  <span className="text-sm text-gray-600">
                    {sale.car.id_number} · {personName(sale.customer)}
                  </span>
                  <StageBadge stage={sale.stage} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <button
        type="button"
        disabled={chosen.size === 0 || add.isPending}
        onClick={submit}
        className="rounded-md bg-primary px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-primary-700 disabled:opacity-60"
      >
        {add.isPending
          ? 'Adding…'
          : chosen.size === 0
            ? 'Choose cars to add'
            : `Add ${chosen.size} ${chosen.size === 1 ? 'car' : 'cars'} to the container`}
      </button>
    </section>
  );
}
