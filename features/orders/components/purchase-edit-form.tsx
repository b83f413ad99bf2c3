'use client';
// Staff edit a purchase's own fields (seller, date, bid, fees, keys, payment), checked in the browser with the API's
// update schema; the API's field errors land on their fields (spec §8). The save carries the purchase's updated_at:
// when someone else saved it since, nothing is overwritten and the form says so, with a Reload (decision 038).
import Link from 'next/link';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { orderUpdateSchemas, PAYMENT_STATUSES, type CarPurchase, type PaymentStatus } from '@/lib/contract/orders';
import type { OrderRecordUpdate } from '../api/update-order-record';
import { PAYMENT_STATUS_LABELS } from './record-labels';
import { RecordSaveNotices, useRecordSave } from './record-version';

interface PurchaseFormValues {
  seller: string;
  purchase_date: string;
  bid_price: string;
  auction_fees: string;
  keys: boolean;
  payment_status: PaymentStatus;
}

const FIELDS = ['seller', 'purchase_date', 'bid_price', 'auction_fees', 'keys', 'payment_status'] as const;
const schema = orderUpdateSchemas.carspurchased;

const valuesOf = (purchase: CarPurchase): PurchaseFormValues => ({
  seller: purchase.seller,
  purchase_date: purchase.purchase_date,
  bid_price: String(purchase.bid_price),
  auction_fees: String(purchase.auction_fees),
  keys: purchase.keys,
  payment_status: purchase.payment_status,
});

export function PurchaseEditForm({ purchase }: { purchase: CarPurchase }) {
  const form = useForm<PurchaseFormValues, unknown, OrderRecordUpdate<'carspurchased'>>({
    resolver: contractResolver<typeof schema, PurchaseFormValues>(schema),
    defaultValues: valuesOf(purchase),
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);
  const { reset } = form;
  const onReloaded = useCallback((fresh: CarPurchase) => reset(valuesOf(fresh)), [reset]);
  const save = useRecordSave('carspurchased', purchase, onReloaded, { showError, clearAlerts });

  const onSubmit = form.handleSubmit((body) => save.save(body));

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6" aria-label="Edit purchase">
      <RecordSaveNotices save={save} what="purchase" back={`/dashboard/purchases/${purchase.id}/`} />
      <FormAlert title="The purchase was not saved." messages={alerts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Auction / seller"
          hint="The auction house or dealer the car was bought from"
          error={errors.seller?.message}
          {...form.register('seller')}
        />
        <FormField
          label="Purchase date"
          type="date"
          required
          error={errors.purchase_date?.message}
          {...form.register('purchase_date')}
        />
        <FormField
          label="Bid price (USD)"
          inputMode="numeric"
          required
          error={errors.bid_price?.message}
          {...form.register('bid_price')}
        />
        <FormField
          label="Auction fees (USD)"
          inputMode="numeric"
          required
          error={errors.auction_fees?.message}
          {...form.register('auction_fees')}
        />
        <FormField label="Payment status" required error={errors.payment_status?.message}>
          {(control) => (
            <select {...control} {...form.register('payment_status')}>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-end pb-2.5">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('keys')} />
            The car has its keys
          </label>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving">
          Save purchase
        </SubmitButton>
        <Link
          href={`/dashboard/purchases/${purchase.id}/`}
          className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
