'use client';
// The sell-your-car form: checked in the browser with the API's own schema, photos with previews, one multipart
// request with upload progress, server errors per field (spec §8), and a success panel with the reference number.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/forms/form-alert';
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
import { SellField } from './sell-field';

export type SellFormValues = Record<SellRequestField, string>;

const EMPTY = Object.fromEntries(SELL_REQUEST_FIELDS.map((field) => [field, ''])) as SellFormValues;

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
    // The contract accepts text or numbers (`unknown` inputs); the form only ever holds text, which it accepts.
    resolver: zodResolver(signedIn ? sellRequestCreateSchema : anonymousSellRequestSchema) as Resolver<SellFormValues, unknown, SellRequestCreate>,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form.setError, SELL_REQUEST_FIELDS);

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

  const text = (field: SellRequestField, label: string, options: { type?: string; autoComplete?: string; hint?: string; required?: boolean } = {}) => (
    <SellField label={label} hint={options.hint} required={options.required} error={errors[field]?.message}>
      {(control) => <input {...control} type={options.type ?? 'text'} autoComplete={options.autoComplete} {...form.register(field)} />}
    </SellField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Sell your car">
      <FormAlert title="We could not send your request." messages={alerts} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('name', 'Name', { autoComplete: 'name', required: true })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', required: true, hint: 'With the country code, e.g. +855 12 345 678' })}
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
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-70"
        >
          {isSubmitting && <Spinner label="Sending" className="[&_svg]:size-5 [&_svg]:text-white" />}
          {isSubmitting ? 'Sending…' : 'Send request'}
        </button>
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
