'use client';
// Add or edit a listing: the contract's own validation (VIN check digit included) runs before the request,
// and the API's field errors land on the same fields.
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import type { CarDetail } from '@/lib/contract/cars';
import { dealerCarCreateSchema, type DealerCarCreate } from '@/lib/contract/dealer';
import { stripPrice } from '@/lib/price';
import { useCreateDealerCar } from '../api/create-dealer-car';
import { useUpdateDealerCar } from '../api/update-dealer-car';
import { CAR_FIELDS, EMPTY_CAR_FORM, type CarField, type CarFormValues } from './dealer-car-fields';

const DEFAULTS: CarFormValues = {
  ...EMPTY_CAR_FORM,
  selling_type: 'us dealer',
  status: 'active',
  vehicle_type: 'car',
  steering: 'left',
  country: 'US',
};
const FIELD_NAMES = CAR_FIELDS.map((field) => field.name);

function valuesOf(car: CarDetail | undefined): CarFormValues {
  if (!car) return DEFAULTS;
  const record = car as unknown as Record<string, unknown>;
  return Object.fromEntries(
    CAR_FIELDS.map((field) => [field.name, record[field.name] == null ? '' : String(record[field.name])]),
  );
}

// Fields whose empty value is not a value: numbers (the contract would reject '') and required fields.
const OMIT_WHEN_EMPTY = new Set(
  CAR_FIELDS.filter((field) => field.required || field.kind.type === 'number').map((field) => field.name),
);

/** The request body: price without $ and commas; empty numbers and required fields left out (then "required"), empty text clears. */
const bodyOf = (values: CarFormValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...values, price: stripPrice(values.price ?? '') }).filter(
      ([name, value]) => value.trim() !== '' || !OMIT_WHEN_EMPTY.has(name),
    ),
  );

const resolver = contractResolver<typeof dealerCarCreateSchema, CarFormValues>(dealerCarCreateSchema, {
  prepare: bodyOf,
});

export function DealerCarForm({ car }: { car?: CarDetail }) {
  const router = useRouter();
  const create = useCreateDealerCar();
  const update = useUpdateDealerCar(car?.id ?? 0);
  const form = useForm<CarFormValues, unknown, DealerCarCreate>({ resolver, defaultValues: valuesOf(car) });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELD_NAMES);

  const onSubmit = form.handleSubmit(async (body) => {
    clearAlerts();
    try {
      const saved = car ? await update.mutateAsync(body) : await create.mutateAsync(body);
      router.push(car ? '/cars/my-listings' : `/cars/car/edit/${saved.id}?created=1`);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={car ? 'Edit the listing' : 'New listing'}>
      <FormAlert title="We could not save the listing." messages={alerts} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CAR_FIELDS.map((field) => (
          <CarFormField key={field.name} field={field} error={errors[field.name]?.message} register={form.register} />
        ))}
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Saving">
        {car ? 'Save changes' : 'Create listing'}
      </SubmitButton>
    </form>
  );
}

interface CarFormFieldProps {
  field: CarField;
  error: string | undefined;
  register: ReturnType<typeof useForm<CarFormValues, unknown, DealerCarCreate>>['register'];
}

/** One field of the listing from its description in `CAR_FIELDS`. */
function CarFormField({ field, error, register }: CarFormFieldProps) {
  const shared = { label: field.label, hint: field.hint, required: field.required, error };
  const { kind } = field;
  if (kind.type === 'select') {
    return (
      <FormField {...shared}>
        {(control) => (
          <select {...control} {...register(field.name)}>
            {kind.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  if (kind.type === 'textarea')
    return <FormField {...shared} className="sm:col-span-2" multiline rows={5} {...register(field.name)} />;
  return (
    <FormField
      {...shared}
      type="text"
      inputMode={kind.type === 'number' ? 'numeric' : undefined}
      {...register(field.name)}
    />
  );
}
