'use client';
// A superuser edits a tow: company, status, pickup address, warehouse, dispatch and delivery moments (Cambodia time)
// and price, checked with the API's update schema. A new status is news for the customer (their car's timeline and
// bell); a record someone else changed meanwhile is refused with a way to load their version.
import Link from 'next/link';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { orderUpdateSchemas, TOWING_STATUSES, type Towing, type TowingStatus } from '@/lib/contract/orders';
import { useTowingCompanies } from '../api/get-towing-companies';
import { useWarehouses } from '../api/get-warehouses';
import type { OrderRecordUpdate } from '../api/update-order-record';
import { fromLocalInput, toLocalInput } from '../utils/business-time';
import { warehouseLabel } from './record-labels';
import { RecordSaveNotices, useRecordSave } from './record-version';

interface TowingFormValues {
  towing_company_id: string;
  towing_status: TowingStatus;
  pickup_address: string;
  warehouse_id: string;
  dispatched_at: string;
  delivered_at: string;
  price: string;
}

const FIELDS = [
  'towing_company_id',
  'towing_status',
  'pickup_address',
  'warehouse_id',
  'dispatched_at',
  'delivered_at',
  'price',
] as const;
const schema = orderUpdateSchemas.towings;

const valuesOf = (towing: Towing): TowingFormValues => ({
  towing_company_id: towing.towing_company ? String(towing.towing_company.id) : '',
  towing_status: towing.towing_status,
  pickup_address: towing.pickup_address,
  warehouse_id: towing.warehouse ? String(towing.warehouse.id) : '',
  dispatched_at: toLocalInput(towing.dispatched_at),
  delivered_at: toLocalInput(towing.delivered_at),
  price: String(towing.price),
});

/** The form's text as the update body: empty choices are "none", moments are read in Cambodia's time. */
const prepare = (values: TowingFormValues): Record<string, unknown> => ({
  ...values,
  towing_company_id: values.towing_company_id ? Number(values.towing_company_id) : null,
  warehouse_id: values.warehouse_id ? Number(values.warehouse_id) : null,
  dispatched_at: fromLocalInput(values.dispatched_at),
  delivered_at: fromLocalInput(values.delivered_at),
});

const linkButton = 'rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50';

export function TowingEditForm({ towing }: { towing: Towing }) {
  const form = useForm<TowingFormValues, unknown, OrderRecordUpdate<'towings'>>({
    resolver: contractResolver<typeof schema, TowingFormValues>(schema, { prepare }),
    defaultValues: valuesOf(towing),
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);
  const { reset } = form;
  const resetTo = useCallback((stored: Towing) => reset(valuesOf(stored)), [reset]);
  const save = useRecordSave('towings', towing, resetTo, { showError, clearAlerts });
  const companies = useTowingCompanies();
  const warehouses = useWarehouses();
  const back = `/shipping-dashboard/towing/${towing.id}/`;

  // Until the lists arrive, the stored choice is the one option, so the form shows it and sends it unchanged.
  const companyOptions = companies.data ?? (towing.towing_company ? [towing.towing_company] : []);
  const warehouseOptions = warehouses.data ?? (towing.warehouse ? [towing.warehouse] : []);

  const onSubmit = form.handleSubmit((body) => save.save(body, resetTo));

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6" aria-label="Edit towing">
      <FormAlert title="The towing was not saved." messages={alerts} />
      <RecordSaveNotices save={save} what="towing" back={back} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Towing status"
          required
          hint="A new status shows on the customer's car timeline at once."
          error={errors.towing_status?.message}
        >
          {(control) => (
            <select {...control} {...form.register('towing_status')}>
              {TOWING_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Towing company" error={errors.towing_company_id?.message}>
          {(control) => (
            <select {...control} {...form.register('towing_company_id')}>
              <option value="">No company yet</option>
              {companyOptions.map((company) => (
                <option key={company.id} value={String(company.id)}>
                  {company.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Pickup address"
          className="sm:col-span-2"
          hint="Where the truck collects the car (auction yard or dealer)"
          error={errors.pickup_address?.message}
          {...form.register('pickup_address')}
        />
        <FormField label="Destination warehouse" error={errors.warehouse_id?.message}>
          {(control) => (
            <select {...control} {...form.register('warehouse_id')}>
              <option value="">No warehouse yet</option>
              {warehouseOptions.map((warehouse) => (
                <option key={warehouse.id} value={String(warehouse.id)}>
                  {warehouseLabel(warehouse)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Price (USD)"
          inputMode="numeric"
          required
          error={errors.price?.message}
          {...form.register('price')}
        />
        <FormField
          label="Dispatched"
          type="datetime-local"
          hint="Cambodia time (UTC+7)"
          error={errors.dispatched_at?.message}
          {...form.register('dispatched_at')}
        />
        <FormField
          label="Delivered"
          type="datetime-local"
          hint="Cambodia time (UTC+7)"
          error={errors.delivered_at?.message}
          {...form.register('delivered_at')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving">
          Save towing
        </SubmitButton>
        <Link href={back} className={linkButton}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
