'use client';
// The sell-your-car form: checked in the browser with the API's own schema, photos with previews, one multipart
// request with upload progress, server errors per field (spec §8), and a success panel with the reference number.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import {
  anonymousSellRequestSchema,
  sellRequestCreateSchema,
  SELL_REQUEST_FIELDS,
  type SellRequest,
  type SellRequestCreate,
  type SellRequestField,
} from '@/lib/contract/sell-requests';
import { useCreateSellRequest } from '../api/create-sell-request';
import { SellPhotoPicker, type PickedPhoto } from './sell-photo-picker';
import { SellSuccess } from './sell-success';
import { SellVehicleFields } from './sell-vehicle-fields';
import { FormField } from '@/components/ui/form-field';

export type SellFormValues = Record<SellRequestField, string>;

const EMPTY = Object.fromEntries(SELL_REQUEST_FIELDS.map((field) => [field, ''])) as SellFormValues;
/** The fields in the order the form shows them (the first one the API rejects takes the focus). */
const SHOWN_ORDER: readonly SellRequestField[] = [
  'name',
  'phone',
  'email',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'asking_price',
  'vin',
  'location',
  'condition',
  'description',
];

interface SellFormProps {
  /** Signed in: the e-mail may be left blank (the account's is used). */
  signedIn?: boolean;
  defaults?: Partial<SellFormValues>;
}

export function SellForm({ signedIn = false, defaults }: SellFormProps) {
  const initial = { ...EMPTY, ...defaults };
  const create = useCreateSellRequest();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState<SellRequest | null>(null);
  const form = useForm<SellFormValues, unknown, SellRequestCreate>({
    // The form holds the text view of the contract's input; the visitor's schema differs only in requiring the
    // e-mail (same output type), hence the one schema type for both.
    resolver: contractResolver<typeof sellRequestCreateSchema, SellFormValues>(
      signedIn ? sellRequestCreateSchema : (anonymousSellRequestSchema as unknown as typeof sellRequestCreateSchema),
    ),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, SHOWN_ORDER);

  const onSubmit = form.handleSubmit(async (values) => {
    clearAlerts();
    setProgress(photos.length > 0 ? 0 : null);
    try {
      const request = await create.mutateAsync({ values, photos: photos.map((p) => p.file), onProgress: setProgress });
      photos.forEach((photo) => URL.revokeObjectURL(photo.preview));
      setPhotos([]);
      form.reset(initial);
      setSaved(request);
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
    }
  });

  if (saved) return <SellSuccess request={saved} onAnother={() => setSaved(null)} />;

  const text = (
    field: SellRequestField,
    label: string,
    options: { type?: string; autoComplete?: string; hint?: string; required?: boolean } = {},
  ) => (
    <FormField
      label={label}
      hint={options.hint}
      required={options.required}
      error={errors[field]?.message}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      {...form.register(field)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Sell your car">
      <FormAlert title="We could not send your request." messages={alerts} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('name', 'Name', { autoComplete: 'name', required: true })}
          {text('phone', 'Phone', {
            type: 'tel',
            autoComplete: 'tel',
            required: true,
            hint: 'With the country code, e.g. +855 12 345 678',
          })}
          {text('email', signedIn ? 'E-mail (optional)' : 'E-mail', {
            type: 'email',
            autoComplete: 'email',
            required: !signedIn,
            hint: signedIn ? "Blank: we use your account's e-mail" : undefined,
          })}
        </div>
      </fieldset>
      <SellVehicleFields register={form.register} errors={errors} text={text} />
      <SellPhotoPicker photos={photos} onChange={setPhotos} disabled={isSubmitting} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={isSubmitting} busyLabel="Sending">
          Send request
        </SubmitButton>
        {progress !== null && (
          <label className="flex items-center gap-2 text-sm text-gray-700">
            Uploading photos
            <progress value={progress} max={100} className="h-2 w-40" />
            <span>{progress}%</span>
          </label>
        )}
      </div>
    </form>
  );
}
