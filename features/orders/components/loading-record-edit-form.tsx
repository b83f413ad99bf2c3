'use client';
// Staff edit a loading record: warehouse, loading port (the chosen warehouse's), container (superusers pick one; staff
// see it) and loading date, checked with the API's update schema. A loading date moves the car to "Loaded" on its
// customer's timeline; a record someone else changed meanwhile is refused with a way to load their version.
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { orderUpdateSchemas, type LoadingRecord } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import { useLoadingPorts } from '../api/get-loading-ports';
import { useWarehouses } from '../api/get-warehouses';
import type { OrderRecordUpdate } from '../api/update-order-record';
import { ContainerPicker } from './container-picker';
import { warehouseLabel } from './record-labels';
import { RecordSaveNotices, useRecordSave } from './record-version';

interface LoadingFormValues {
  warehouse_id: string;
  loading_port_id: string;
  container_id: string;
  loading_date: string;
}

const FIELDS = ['warehouse_id', 'loading_port_id', 'container_id', 'loading_date'] as const;
const schema = orderUpdateSchemas.loadingrecords;

const valuesOf = (record: LoadingRecord): LoadingFormValues => ({
  warehouse_id: record.warehouse ? String(record.warehouse.id) : '',
  loading_port_id: record.loading_port ? String(record.loading_port.id) : '',
  container_id: record.container ? String(record.container.id) : '',
  loading_date: record.loading_date ?? '',
});

const idOrNull = (value: string) => (value ? Number(value) : null);

const linkButton = 'rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50';

export function LoadingRecordEditForm({ record }: { record: LoadingRecord }) {
  const isSuperuser = useAuthStore((state) => Boolean(state.user?.is_superuser));
  // The container is the superuser's to change (spec §6); staff send the other fields only.
  const prepare = useCallback(
    (values: LoadingFormValues): Record<string, unknown> => ({
      warehouse_id: idOrNull(values.warehouse_id),
      loading_port_id: idOrNull(values.loading_port_id),
      loading_date: values.loading_date || null,
      ...(isSuperuser ? { container_id: idOrNull(values.container_id) } : {}),
    }),
    [isSuperuser],
  );
  const form = useForm<LoadingFormValues, unknown, OrderRecordUpdate<'loadingrecords'>>({
    resolver: contractResolver<typeof schema, LoadingFormValues>(schema, { prepare }),
    defaultValues: valuesOf(record),
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);
  const { reset } = form;
  const [shown, setShown] = useState(record);
  const resetTo = useCallback(
    (stored: LoadingRecord) => {
      setShown(stored);
      reset(valuesOf(stored));
    },
    [reset],
  );
  const save = useRecordSave('loadingrecords', record, resetTo, { showError, clearAlerts });
  const warehouses = useWarehouses();
  const ports = useLoadingPorts();
  const warehouseId = useWatch({ control: form.control, name: 'warehouse_id' });
  const back = `/shipping-dashboard/loading-record/${record.id}/`;

  const warehouseOptions = warehouses.data ?? (shown.warehouse ? [shown.warehouse] : []);
  const allPorts = ports.data ?? (shown.loading_port ? [shown.loading_port] : []);
  // A port belongs to a warehouse: once one is chosen, only its ports are offered.
  const portOptions = warehouseId ? allPorts.filter((port) => String(port.warehouse_id) === warehouseId) : allPorts;

  const onSubmit = form.handleSubmit((body) => save.save(body, resetTo));

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6" aria-label="Edit loading record">
      <FormAlert title="The loading record was not saved." messages={alerts} />
      <RecordSaveNotices save={save} what="loading record" back={back} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Warehouse" error={errors.warehouse_id?.message}>
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
          label="Loading port"
          hint={warehouseId ? "The chosen warehouse's ports" : undefined}
          error={errors.loading_port_id?.message}
        >
          {(control) => (
            <select {...control} {...form.register('loading_port_id')}>
              <option value="">No port yet</option>
              {portOptions.map((port) => (
                <option key={port.id} value={String(port.id)}>
                  {port.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isSuperuser ? (
          <FormField label="Container" error={errors.container_id?.message}>
            {(control) => (
              <ContainerPicker current={shown.container} select={{ ...control, ...form.register('container_id') }} />
            )}
          </FormField>
        ) : (
          <div>
            <p className="mb-1 text-sm font-medium text-gray-800">Container</p>
            <p className="rounded-md bg-gray-50 px-3 py-2.5 font-mono text-gray-900 ring-1 ring-gray-200">
              {shown.container?.container_number ?? 'Not in a container'}
            </p>
            <p className="mt-1 text-xs text-gray-600">A superuser assigns containers.</p>
          </div>
        )}
        <FormField
          label="Loading date"
          type="date"
          hint="The day the car went into the container: the customer sees it as Loaded."
          error={errors.loading_date?.message}
          {...form.register('loading_date')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Saving">
          Save loading record
        </SubmitButton>
        <Link href={back} className={linkButton}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
