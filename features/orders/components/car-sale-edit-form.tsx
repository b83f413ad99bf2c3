'use client';
// Staff edit a car sale: what the sale says (date, price, rep, customer type, where the car and its title are, the
// done and flagged marks); the car itself (VIN, year, make, model) and its customer are fixed once recorded. The
// record's updated_at goes with the save, so an edit over someone else's newer one is refused (409) with a Reload.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { orderUpdateSchemas, type CarSale } from '@/lib/contract/orders';
import { stripPrice } from '@/lib/contract/price';
import { useSalesRepFilterData } from '../api/get-filter-data-sales-reps';
import type { OrderRecordUpdate } from '../api/update-order-record';
import { CustomerOutstandings } from './customer-outstandings';
import { LocationSelect } from './location-select';
import { carName, personName } from './record-labels';
import { RecordSaveNotices, useRecordSave } from './record-version';

interface CarSaleEditValues {
  sales_rep_id: string;
  customer_type: string;
  date: string;
  trim: string;
  color: string;
  lot_number: string;
  dealer_state: string;
  car_location: string;
  title_status: string;
  sale_price: string;
  purchase_price: string;
  is_done: boolean;
  is_flagged: boolean;
}

const FIELDS = [
  'sales_rep_id',
  'customer_type',
  'date',
  'trim',
  'color',
  'lot_number',
  'dealer_state',
  'car_location',
  'title_status',
  'sale_price',
  'purchase_price',
  'is_done',
  'is_flagged',
] as const;
const schema = orderUpdateSchemas.carsales;

const valuesOf = (sale: CarSale): CarSaleEditValues => ({
  sales_rep_id: sale.sales_rep ? String(sale.sales_rep.id) : '',
  customer_type: sale.customer_type,
  date: sale.date,
  trim: sale.car.trim,
  color: sale.car.color,
  lot_number: sale.lot_number,
  dealer_state: sale.dealer_state,
  car_location: sale.car_location,
  title_status: sale.title_status,
  sale_price: String(sale.sale_price),
  purchase_price: sale.purchase_price === undefined ? '' : String(sale.purchase_price),
  is_done: sale.is_done ?? false,
  is_flagged: sale.is_flagged ?? false,
});

function bodyOf(values: CarSaleEditValues): Record<string, unknown> {
  const { sales_rep_id, sale_price, purchase_price, ...rest } = values;
  return {
    ...rest,
    sales_rep_id: sales_rep_id === '' ? null : sales_rep_id,
    sale_price: stripPrice(sale_price),
    // Absent for staff (the API would ignore it anyway): only a superuser's form shows it.
    ...(purchase_price.trim() === '' ? {} : { purchase_price: stripPrice(purchase_price) }),
  };
}

export function CarSaleEditForm({ sale }: { sale: CarSale }) {
  const router = useRouter();
  const reps = useSalesRepFilterData();
  const form = useForm<CarSaleEditValues, unknown, OrderRecordUpdate<'carsales'>>({
    resolver: contractResolver<typeof schema, CarSaleEditValues>(schema, { prepare: bodyOf }),
    defaultValues: valuesOf(sale),
  });
  const { reset } = form;
  const onReloaded = useCallback((fresh: CarSale) => reset(valuesOf(fresh)), [reset]);
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);
  const save = useRecordSave('carsales', sale, onReloaded, { showError, clearAlerts });
  const superuser = sale.purchase_price !== undefined;

  const back = `/shipping-dashboard/car-sales/${sale.id}/`;
  const onSubmit = form.handleSubmit((body) => save.save(body, () => router.push(back)));
  // Still busy while the saved car sale's page loads: no second save.
  const busy = isSubmitting || save.succeeded;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Edit car sale">
        <RecordSaveNotices save={save} what="car sale" back={back} />
        <FormAlert title="The car sale was not saved." messages={alerts} />
        <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-600">Car</dt>
            <dd className="font-medium text-gray-900">{carName(sale.car)}</dd>
          </div>
          <div>
            <dt className="text-gray-600">VIN</dt>
            <dd className="font-mono text-gray-900">{sale.car.vin}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Customer</dt>
            <dd className="font-medium text-gray-900">{personName(sale.customer)}</dd>
          </div>
        </dl>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Sales rep" error={errors.sales_rep_id?.message}>
            {(control) => (
              <select {...control} {...form.register('sales_rep_id')}>
                <option value="">No sales rep</option>
                {/* The sale's own rep first and always: an option that went away as the list loaded would lose
                    the selection (the select is uncontrolled). */}
                {[
                  ...(sale.sales_rep ? [sale.sales_rep] : []),
                  ...(reps.data?.sales_reps.filter((rep) => rep.id !== sale.sales_rep?.id) ?? []),
                ].map((rep) => (
                  <option key={rep.id} value={rep.id}>
                    {rep.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Customer type" required error={errors.customer_type?.message}>
            {(control) => (
              <select {...control} {...form.register('customer_type')}>
                <option value="private">Private</option>
                <option value="dealer">Dealer</option>
              </select>
            )}
          </FormField>
          <FormField label="Sale date" type="date" required error={errors.date?.message} {...form.register('date')} />
          <FormField label="Trim" error={errors.trim?.message} {...form.register('trim')} />
          <FormField label="Colour" error={errors.color?.message} {...form.register('color')} />
          <FormField label="Lot number" error={errors.lot_number?.message} {...form.register('lot_number')} />
          <FormField
            label="Bought in (state)"
            error={errors.dealer_state?.message}
            {...form.register('dealer_state')}
          />
          <LocationSelect
            label="Car location"
            error={errors.car_location?.message}
            registration={form.register('car_location')}
          />
          <LocationSelect
            label="Title status"
            error={errors.title_status?.message}
            registration={form.register('title_status')}
          />
          <FormField
            label="Sale price (USD)"
            required
            inputMode="numeric"
            error={errors.sale_price?.message}
            {...form.register('sale_price')}
          />
          {superuser && (
            <FormField
              label="Our purchase price (USD)"
              inputMode="numeric"
              error={errors.purchase_price?.message}
              {...form.register('purchase_price')}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('is_done')} />
            Marked done
          </label>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('is_flagged')} />
            Flagged
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} busyLabel="Saving">
            Save car sale
          </SubmitButton>
          <Link
            href={back}
            className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Cancel
          </Link>
        </div>
      </form>
      {/* A plain box: the outstandings are a named region of their own, not a second unnamed sidebar landmark. */}
      <div>
        <CustomerOutstandings customerId={sale.customer.id} exceptSaleId={sale.id} />
      </div>
    </div>
  );
}
