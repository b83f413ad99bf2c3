'use client';
// Add or edit a listing: the contract's own validation (VIN check digit included) runs before the request,
// and the API's field errors land on the same fields.
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { CarDetail } from '@/lib/contract/cars';
import { dealerCarCreateSchema, type DealerCarCreate } from '@/lib/contract/dealer';
import { stripPrice } from '@/lib/price';
import { useCreateDealerCar } from '../api/create-dealer-car';
import { useUpdateDealerCar } from '../api/update-dealer-car';
import { CAR_FIELDS, EMPTY_CAR_FORM, type CarField, type CarFormValues } from './dealer-car-fields';

const DEFAULTS: CarFormValues = { ...EMPTY_CAR_FORM, selling_type: 'us dealer', status: 'active', vehicle_type: 'car', steering: 'left', country: 'US' };

function valuesOf(car: CarDetail | undefined): CarFormValues {
  if (!car) return DEFAULTS;
  const record = car as unknown as Record<string, unknown>;
  return Object.fromEntries(CAR_FIELDS.map((field) => [field.name, record[field.name] == null ? '' : String(record[field.name])]));
}

// Fields whose empty value is not a value: numbers (the contract would reject '') and required fields.
const OMIT_WHEN_EMPTY = new Set(CAR_FIELDS.filter((field) => field.required || field.kind.type === 'number').map((field) => field.name));

/** Empty numbers and required fields are left out (missing ones then report as required); empty text clears. */
const bodyOf = (values: CarFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => value.trim() !== '' || !OMIT_WHEN_EMPTY.has(name)));

/** DRF's words for a missing or non-numeric value; the contract's own messages (VIN, ranges) otherwise. */
function issueMessage(code: string, value: string | undefined, fallback?: string): string {
  if (value === undefined) return 'This field is required.';
  if (code === 'invalid_type') return 'A valid integer is required.';
  return fallback ?? 'Enter a valid value.';
}

export function DealerCarForm({ car }: { car?: CarDetail }) {
  const router = useRouter();
  const create = useCreateDealerCar();
  const update = useUpdateDealerCar(car?.id ?? 0);
  const form = useForm<CarFormValues>({ defaultValues: valuesOf(car) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = bodyOf({ ...values, price: stripPrice(values.price ?? '') });
    const parsed = dealerCarCreateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        form.setError(field, { message: issueMessage(issue.code, body[field], issue.message) });
      }
      return;
    }
    try {
      const saved = car ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data as DealerCarCreate);
      router.push(car ? '/cars/my-listings' : `/cars/car/edit/${saved.id}?created=1`);
    } catch (error) {
      const info = parseApiError(error);
      const fields = Object.entries(info.fieldErrors).filter(([field]) => field in EMPTY_CAR_FORM);
      for (const [field, messages] of fields) form.setError(field, { message: messages[0] });
      if (fields.length === 0) form.setError('root', { message: formErrorMessages(info).join(' ') });
      window.scrollTo({ top: 0 });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root && (
        <p role="alert" className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-primary-800">
          {errors.root.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {CAR_FIELDS.map((field) => (
          <FormField key={field.name} field={field} error={errors[field.name]?.message} register={form.register} />
        ))}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
      >
        {car ? 'Save changes' : 'Create listing'}
      </button>
    </form>
  );
}

interface FormFieldProps {
  field: CarField;
  error: string | undefined;
  register: ReturnType<typeof useForm<CarFormValues>>['register'];
}

function FormField({ field, error, register }: FormFieldProps) {
  const id = `car-${field.name}`;
  const input = 'w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-primary aria-invalid:border-primary-600';
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, ...register(field.name) };
  return (
    <div className={field.kind.type === 'textarea' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {field.label}
        {field.required && <span className="text-primary"> *</span>}
      </label>
      {field.kind.type === 'select' ? (
        <select {...common} className={input}>
          {field.kind.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind.type === 'textarea' ? (
        <textarea {...common} rows={5} className={input} />
      ) : (
        <input {...common} type="text" inputMode={field.kind.type === 'number' ? 'numeric' : undefined} className={input} />
      )}
      {field.hint && !error && <p className="mt-1 text-xs text-gray-500">{field.hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-primary-700">
          {error}
        </p>
      )}
    </div>
  );
}
