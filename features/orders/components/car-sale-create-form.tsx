'use client';
// Staff record a car sold to a customer: the customer (searched), the car (VIN with its check digit, year, make,
// model…), where it and its title are, the sales rep and the price. Checked in the browser with the API's own
// schema; the API's field errors land on their fields (spec §8). Opened from a marketplace listing, the car's
// details come filled in and the listing is kept in the sale's audit trail (decision 039).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { businessDay } from '@/lib/dates';
import { carSaleCreateSchema, type CarSaleCreate } from '@/lib/contract/orders-create';
import { FIRST_YEAR, LAST_YEAR, stripPrice } from '@/lib/contract/price';
import { useCreateCarSale } from '../api/create-car-sale';
import { useSalesRepFilterData } from '../api/get-filter-data-sales-reps';
import { CustomerOutstandings } from './customer-outstandings';
import { CustomerPicker, type PickedCustomer } from './customer-picker';
import { LocationSelect } from './location-select';

export interface CarSaleFormValues {
  customer_id: string;
  sales_rep_id: string;
  date: string;
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  color: string;
  lot_number: string;
  dealer_state: string;
  car_location: string;
  title_status: string;
  sale_price: string;
  purchase_price: string;
}

/** The car's details a marketplace listing fills in. */
export type CarSalePrefill = Partial<Pick<CarSaleFormValues, 'vin' | 'year' | 'make' | 'model' | 'trim' | 'color'>> & {
  sale_price?: string;
};

const FIELDS = [
  'customer_id',
  'sales_rep_id',
  'date',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'color',
  'lot_number',
  'dealer_state',
  'car_location',
  'title_status',
  'sale_price',
  'purchase_price',
] as const;

/** The form's text as the API's body: empty optional numbers left out, prices without `$` and commas. */
function bodyOf(values: CarSaleFormValues, listingId: number | null): Record<string, unknown> {
  const { customer_id, sales_rep_id, sale_price, purchase_price, ...rest } = values;
  return {
    ...rest,
    customer_id: customer_id === '' ? undefined : customer_id,
    sales_rep_id: sales_rep_id === '' ? null : sales_rep_id,
    sale_price: stripPrice(sale_price),
    purchase_price: purchase_price.trim() === '' ? undefined : stripPrice(purchase_price),
    car_listing_id: listingId,
  };
}

interface CarSaleCreateFormProps {
  prefill?: CarSalePrefill;
  /** The marketplace listing the form was opened from (/new/{id}). */
  listingId?: number | null;
  /** Superusers also set what we paid at auction. */
  superuser: boolean;
}

export function CarSaleCreateForm({ prefill = {}, listingId = null, superuser }: CarSaleCreateFormProps) {
  const router = useRouter();
  const create = useCreateCarSale();
  const reps = useSalesRepFilterData();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const form = useForm<CarSaleFormValues, unknown, CarSaleCreate>({
    resolver: contractResolver<typeof carSaleCreateSchema, CarSaleFormValues>(carSaleCreateSchema, {
      prepare: (values) => bodyOf(values, listingId),
    }),
    defaultValues: {
      customer_id: '',
      sales_rep_id: '',
      date: businessDay(new Date()),
      vin: '',
      year: '',
      make: '',
      model: '',
      trim: '',
      color: '',
      lot_number: '',
      dealer_state: '',
      car_location: 'Auction',
      title_status: 'Auction',
      sale_price: '',
      purchase_price: '',
      ...prefill,
    },
  });
  // Registered before the fields below (the picker's Controller registers only when it renders): react-hook-form
  // focuses the first invalid field in registration order, and the customer comes first on the page.
  form.register('customer_id');
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);

  const onSubmit = form.handleSubmit(async (body) => {
    clearAlerts();
    try {
      const sale = await create.mutateAsync(body);
      router.push(`/shipping-dashboard/car-sales/${sale.id}/`);
    } catch (error) {
      showError(error);
    }
  });
  // After a success the page is leaving: the button stays busy so the sale cannot be sent twice.
  const busy = isSubmitting || create.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-6" aria-label="New car sale">
      <FormAlert title="The car sale was not saved." messages={alerts} />
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Customer</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Customer"
            required
            hint="Type at least two letters of a name, e-mail or phone"
            error={errors.customer_id?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="customer_id"
                render={({ field }) => (
                  <CustomerPicker
                    ref={field.ref}
                    control={control}
                    picked={customer}
                    onPick={(picked) => {
                      setCustomer(picked);
                      field.onChange(String(picked.id));
                    }}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label="Sales rep" error={errors.sales_rep_id?.message}>
            {(control) => (
              <select {...control} {...form.register('sales_rep_id')}>
                <option value="">No sales rep</option>
                {reps.data?.sales_reps.map((rep) => (
                  <option key={rep.id} value={rep.id}>
                    {rep.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <CustomerOutstandings customerId={customer?.id ?? null} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">The car</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="VIN"
            required
            className="sm:col-span-2"
            hint="17 characters; the check digit is verified"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.vin?.message}
            {...form.register('vin')}
          />
          <FormField
            label="Year"
            required
            inputMode="numeric"
            hint={`${FIRST_YEAR} to ${LAST_YEAR}`}
            error={errors.year?.message}
            {...form.register('year')}
          />
          <FormField label="Make" required error={errors.make?.message} {...form.register('make')} />
          <FormField label="Model" required error={errors.model?.message} {...form.register('model')} />
          <FormField label="Trim" error={errors.trim?.message} {...form.register('trim')} />
          <FormField label="Colour" error={errors.color?.message} {...form.register('color')} />
          <FormField label="Lot number" error={errors.lot_number?.message} {...form.register('lot_number')} />
          <FormField
            label="Bought in (state)"
            hint="The auction's or dealer's state"
            error={errors.dealer_state?.message}
            {...form.register('dealer_state')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Sale</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Sale date" type="date" required error={errors.date?.message} {...form.register('date')} />
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
            hint="Whole dollars: the car, auction fees and our fee"
            error={errors.sale_price?.message}
            {...form.register('sale_price')}
          />
          {superuser && (
            <FormField
              label="Our purchase price (USD)"
              inputMode="numeric"
              hint="What we paid at auction; superusers only"
              error={errors.purchase_price?.message}
              {...form.register('purchase_price')}
            />
          )}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} busyLabel="Saving">
          Save car sale
        </SubmitButton>
        <Link
          href="/shipping-dashboard/car-sales/"
          className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
