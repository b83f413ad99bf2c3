'use client';
// Superusers record a container booking or edit one: number (ISO 6346 check digit), booking, carrier, vessel, ports,
// ETD, ETA and status. An edit carries the updated_at it was opened at (a newer save by someone else → 409, with a
// Reload); a changed ETD or ETA moves its cars' stages and shows on their customers' timelines.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { DESTINATION_PORT, type Container } from '@/lib/contract/orders';
import { containerEditSchema, type ContainerEdit } from '@/lib/contract/orders-create';
import { useCreateContainer } from '../api/create-container';
import { useShippingFilterData } from '../api/get-filter-data-shipping';
import { useLoadingPorts } from '../api/get-loading-ports';
import { useUpdateOrderRecord } from '../api/update-order-record';
import { RecordChangedAlert, useRecordVersion } from './record-version';

interface ContainerFormValues {
  container_number: string;
  booking_number: string;
  shipping_company: string;
  vessel: string;
  loading_port_id: string;
  destination_port: string;
  etd: string;
  eta: string;
  status: string;
}

const FIELDS = [
  'container_number',
  'booking_number',
  'shipping_company',
  'vessel',
  'loading_port_id',
  'destination_port',
  'etd',
  'eta',
  'status',
] as const;

/** Status words the tracking uses; any other text may be typed. */
const STATUS_SUGGESTIONS = ['booked', 'loading', 'in transit', 'arrived', 'delivered'];

const valuesOf = (container?: Container): ContainerFormValues => ({
  container_number: container?.container_number ?? '',
  booking_number: container?.booking_number ?? '',
  shipping_company: container?.shipping_company ?? '',
  vessel: container?.vessel ?? '',
  loading_port_id: container?.loading_port ? String(container.loading_port.id) : '',
  destination_port: container?.destination_port ?? DESTINATION_PORT,
  etd: container?.etd ?? '',
  eta: container?.eta ?? '',
  status: container?.status ?? 'booked',
});

/** Empty dates and port are "not set" (null), not blank text. */
const bodyOf = (values: ContainerFormValues): Record<string, unknown> => ({
  ...values,
  loading_port_id: values.loading_port_id === '' ? null : values.loading_port_id,
  etd: values.etd === '' ? null : values.etd,
  eta: values.eta === '' ? null : values.eta,
});

export function ContainerForm({ container }: { container?: Container }) {
  const router = useRouter();
  const create = useCreateContainer();
  const update = useUpdateOrderRecord('containers');
  const ports = useLoadingPorts();
  // The carriers and vessels already on record, offered as the fields are typed (any other may be entered).
  const known = useShippingFilterData();
  const form = useForm<ContainerFormValues, unknown, ContainerEdit>({
    resolver: contractResolver<typeof containerEditSchema, ContainerFormValues>(containerEditSchema, {
      prepare: bodyOf,
    }),
    defaultValues: valuesOf(container),
  });
  const { reset } = form;
  const onReloaded = useCallback((fresh: Container) => reset(valuesOf(fresh)), [reset]);
  // A new container has no version yet: nothing is sent, nothing can conflict.
  const version = useRecordVersion('containers', container ?? { id: 0, updated_at: '' }, onReloaded);
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);

  const onSubmit = form.handleSubmit(async (body) => {
    clearAlerts();
    try {
      const saved = container
        ? await update.mutateAsync({ id: container.id, body: { ...body, updated_at: version.version } })
        : await create.mutateAsync(body);
      version.saved(saved);
      router.push(`/shipping-dashboard/containers/${saved.id}/`);
    } catch (error) {
      if (!version.catchConflict(error)) showError(error);
    }
  });
  const busy = isSubmitting || create.isSuccess || update.isSuccess;
  const backHref = container ? `/shipping-dashboard/containers/${container.id}/` : '/shipping-dashboard/containers/';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-4xl space-y-6"
      aria-label={container ? 'Edit container' : 'New container'}
    >
      <RecordChangedAlert message={version.conflict} reloading={version.reloading} onReload={version.reload} />
      <FormAlert title="The container was not saved." messages={alerts} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Container number"
          required
          hint="Owner code, U, six digits and the check digit: MSCU1234566"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.container_number?.message}
          {...form.register('container_number')}
        />
        <FormField
          label="Booking number"
          required
          error={errors.booking_number?.message}
          {...form.register('booking_number')}
        />
        <FormField
          label="Shipping company"
          required
          hint="The ocean carrier (MSC, Maersk…)"
          list="container-carriers"
          error={errors.shipping_company?.message}
          {...form.register('shipping_company')}
        />
        <FormField
          label="Vessel"
          list="container-vessels"
          error={errors.vessel?.message}
          {...form.register('vessel')}
        />
        <FormField label="Loading port" error={errors.loading_port_id?.message}>
          {(control) => (
            <select {...control} {...form.register('loading_port_id')}>
              <option value="">Not set</option>
              {/* The container's own port first and always: an option that went away as the list loaded would
                  lose the selection (the select is uncontrolled). */}
              {[
                ...(container?.loading_port ? [container.loading_port] : []),
                ...(ports.data?.filter((port) => port.id !== container?.loading_port?.id) ?? []),
              ].map((port) => (
                <option key={port.id} value={port.id}>
                  {port.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Destination port"
          error={errors.destination_port?.message}
          {...form.register('destination_port')}
        />
        <FormField
          label="ETD"
          type="date"
          hint="Estimated departure"
          error={errors.etd?.message}
          {...form.register('etd')}
        />
        <FormField
          label="ETA"
          type="date"
          hint="Estimated arrival at the destination"
          error={errors.eta?.message}
          {...form.register('eta')}
        />
        <FormField
          label="Status"
          list="container-statuses"
          error={errors.status?.message}
          {...form.register('status')}
        />
        <datalist id="container-carriers">
          {known.data?.shipping_companies.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <datalist id="container-vessels">
          {known.data?.vessels.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <datalist id="container-statuses">
          {STATUS_SUGGESTIONS.map((status) => (
            <option key={status} value={status} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} busyLabel="Saving">
          {container ? 'Save container' : 'Create container'}
        </SubmitButton>
        <Link
          href={backHref}
          className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
