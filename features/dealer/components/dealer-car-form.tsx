'use client';
// Add or edit a listing. Names and values are picked from the car filters' own lists (makes also from a reference
// list; "Other…" types a name nobody lists yet, decision 053); the contract checks the
// fields before the request (the same sentences the API would answer), and on a failed submit the first invalid
// field is scrolled into view and focused. A new listing's photos are chosen here and uploaded in the same submit:
// the car is created as a draft, its photos follow, then it is published (the API publishes only with a photo).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { CarDetail } from '@/lib/contract/cars';
import { dealerCarCreateSchema, type DealerCarCreate } from '@/lib/contract/dealer';
import { listingMileageUnit } from '@/lib/contract/mileage';
import { stripPrice } from '@/lib/price';
import { useCreateDealerCar } from '../api/create-dealer-car';
import { useCreateGalleryImage } from '../api/create-gallery-image';
import { useDealerCarOptions } from '../api/get-dealer-car-options';
import { updateDealerCar, useUpdateDealerCar } from '../api/update-dealer-car';
import { CarFormField } from './dealer-car-form-field';
import { CAR_FIELDS, EMPTY_CAR_FORM, NAME_CHILDREN, type CarFormValues, type NameField } from './dealer-car-fields';
import { DealerNewPhotos, type PhotoUpload } from './dealer-new-photos';

const DEFAULTS: CarFormValues = {
  ...EMPTY_CAR_FORM,
  selling_type: 'dealer car',
  status: 'active',
  vehicle_type: 'car',
  steering: 'left',
  country: 'KH',
  mileage_unit: 'km',
};
const FIELD_NAMES = CAR_FIELDS.map((field) => field.name);
export const PHOTO_NEEDED = 'Add at least one photo to publish the listing, or choose Draft as its status.';

function valuesOf(car: CarDetail): CarFormValues {
  const record = car as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(
      CAR_FIELDS.map((field) => [field.name, record[field.name] == null ? '' : String(record[field.name])]),
    ),
    // The saved reading is in the listing's own unit.
    mileage_unit: listingMileageUnit(car),
  };
}

// Fields whose empty value is not a value: numbers (the contract would reject '') and required fields.
const OMIT_WHEN_EMPTY = new Set(
  CAR_FIELDS.filter((field) => field.required || field.kind.type === 'number').map((field) => field.name),
);

/** The request body: price without $ and commas; empty numbers and required fields left out (then "required"), empty text clears. */
const bodyOf = (values: CarFormValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...values, price: stripPrice(values.price ?? '') })
      // A disabled list (a model before its make) has no value at all.
      .map(([name, value]) => [name, value ?? ''] as const)
      .filter(([name, value]) => value.trim() !== '' || !OMIT_WHEN_EMPTY.has(name)),
  );

const resolver = contractResolver<typeof dealerCarCreateSchema, CarFormValues>(dealerCarCreateSchema, {
  prepare: bodyOf,
});

/** Scrolls the first field (in the form's order) that has an error into the middle of the screen and focuses it. */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors<CarFormValues>) {
  const first = FIELD_NAMES.find((name) => errors[name]);
  const element = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  element?.scrollIntoView({ block: 'center' });
  element?.focus({ preventScroll: true });
}

export function DealerCarForm({ car }: { car?: CarDetail }) {
  const router = useRouter();
  const options = useDealerCarOptions();
  const create = useCreateDealerCar();
  const update = useUpdateDealerCar(car?.id ?? 0);
  const upload = useCreateGalleryImage();
  const [saved] = useState(() => (car ? valuesOf(car) : undefined));
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  // A listing created whose photos did not all arrive: it stays a draft, finished on its edit page.
  const [unfinished, setUnfinished] = useState<number | null>(null);
  // Saved and on its way to My listings: the button stays busy so nothing is sent twice.
  const [finished, setFinished] = useState(false);
  // The names the dealer chose "Other…" for and types; the input to focus once it is on screen.
  const [typed, setTyped] = useState<Partial<Record<NameField, boolean>>>({});
  const focusName = useRef<NameField | null>(null);
  const form = useForm<CarFormValues, unknown, DealerCarCreate>({
    resolver,
    defaultValues: saved ?? DEFAULTS,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELD_NAMES);
  const values = useWatch({ control: form.control }) as CarFormValues;

  // A new listing starts in the dealer's usual country, its mileage in that country's unit.
  const usualCountry = options.data?.country;
  useEffect(() => {
    if (car || !usualCountry || form.getFieldState('country').isDirty) return;
    form.setValue('country', usualCountry);
    form.setValue('mileage_unit', listingMileageUnit({ country: usualCountry, vehicle_type: 'car' }));
  }, [car, usualCountry, form]);

  // After the render that shows a typed name's input.
  useEffect(() => {
    if (!focusName.current) return;
    form.setFocus(focusName.current);
    focusName.current = null;
  });

  /** "Other…" for a name: it is typed (starting empty), and so are its model and trim; or back to the list. */
  const chooseOther = (name: NameField, on: boolean, value = '') => {
    setTyped((current) => ({
      ...current,
      [name]: on,
      ...Object.fromEntries(NAME_CHILDREN[name].map((child) => [child, false])),
    }));
    form.setValue(name, value);
    for (const child of NAME_CHILDREN[name]) form.setValue(child, '');
    if (on) focusName.current = name;
  };

  const setPhoto = (index: number, change: Partial<PhotoUpload>) =>
    setPhotos((current) => current.map((photo, i) => (i === index ? { ...photo, ...change } : photo)));

  /** Uploads the chosen photos one at a time (keeping their order); true when every one arrived. */
  const uploadPhotos = async (carId: number): Promise<boolean> => {
    let complete = true;
    for (const [index, photo] of photos.entries()) {
      try {
        setPhoto(index, { percent: 0 });
        await upload.mutateAsync({ carId, file: photo.file, onProgress: (percent) => setPhoto(index, { percent }) });
        setPhoto(index, { percent: 100 });
      } catch (error) {
        complete = false;
        setPhoto(index, { error: formErrorMessages(parseApiError(error))[0] });
      }
    }
    return complete;
  };

  const photoCheck = (status: string): string | undefined => {
    if (photos.some((photo) => photo.error)) return 'Remove the photos that cannot be used.';
    if (status === 'active' && photos.length === 0) return PHOTO_NEEDED;
    return undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    return form.handleSubmit(
      async (body) => {
        clearAlerts();
        const problem = car ? undefined : photoCheck(body.status);
        setPhotoError(problem);
        if (problem) {
          const input = formElement.querySelector<HTMLInputElement>('input[name="photos"]');
          input?.scrollIntoView({ block: 'center' });
          input?.focus({ preventScroll: true });
          return;
        }
        try {
          if (car) {
            await update.mutateAsync(body);
          } else {
            const created = await create.mutateAsync({ ...body, status: 'draft' });
            if (!(await uploadPhotos(created.id))) {
              setUnfinished(created.id);
              return;
            }
            if (body.status !== 'draft') await updateDealerCar(created.id, { status: body.status });
          }
          setFinished(true);
          router.push('/cars/my-listings');
        } catch (error) {
          showError(error);
        }
      },
      (invalid) => focusFirstError(formElement, invalid),
    )(event);
  };

  const busy = isSubmitting || finished;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={car ? 'Edit the listing' : 'New listing'}>
      <FormAlert title="We could not save the listing." messages={alerts} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CAR_FIELDS.map((field) => (
          <CarFormField
            key={field.name}
            field={field}
            context={{ options: options.data, values, saved, typed }}
            onOther={chooseOther}
            error={errors[field.name]?.message}
            register={form.register}
            onPicked={(name, value) => {
              // A new make empties its model and trim (typed or not); a new model its trim; the unit follows the country.
              if (name === 'make_name' || name === 'model_name') chooseOther(name, false, value);
              if (name === 'country' || name === 'vehicle_type') {
                const next = { ...form.getValues(), [name]: value };
                form.setValue(
                  'mileage_unit',
                  listingMileageUnit({ country: next.country!, vehicle_type: next.vehicle_type! }),
                );
              }
            }}
          />
        ))}
        {!car && (
          <DealerNewPhotos
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setPhotoError(undefined);
            }}
            error={photoError}
            disabled={finished || create.isPending || upload.isPending}
          />
        )}
      </div>
      {unfinished !== null ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The listing is saved as a draft, but some photos did not upload.{' '}
          <Link href={`/cars/car/edit/${unfinished}?created=1`} className="font-semibold underline">
            Add its photos on the listing&apos;s page
          </Link>
          .
        </p>
      ) : (
        <SubmitButton busy={busy} busyLabel="Saving">
          {car ? 'Save changes' : 'Create listing'}
        </SubmitButton>
      )}
    </form>
  );
}
