'use client';
// Photos chosen while creating a listing: checked and previewed here, uploaded (with a progress bar each) once the
// listing exists, in the same submit.
import { useEffect, useMemo } from 'react';
import { GALLERY_IMAGE_TYPES, GALLERY_MAX_BYTES } from '@/lib/contract/dealer';

export interface PhotoUpload {
  file: File;
  /** 0–100 while uploading, null before. */
  percent: number | null;
  error?: string;
}

/** Why a file cannot be a listing photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) return `${file.name}: only JPEG, PNG or WebP.`;
  if (file.size > GALLERY_MAX_BYTES)
    return `${file.name}: larger than ${GALLERY_MAX_BYTES / 1024 / 1024} MB, choose a smaller picture.`;
  return null;
}

interface Props {
  photos: PhotoUpload[];
  onChange: (photos: PhotoUpload[]) => void;
  error?: string;
  disabled: boolean;
}

export function DealerNewPhotos({ photos, onChange, error, disabled }: Props) {
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo.file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <section aria-labelledby="new-photos-title" className="space-y-3 sm:col-span-2">
      <h2 id="new-photos-title" className="text-sm font-medium text-gray-800">
        Photos
      </h2>
      <p id="new-photos-hint" className="text-xs text-gray-500">
        JPEG, PNG or WebP up to {GALLERY_MAX_BYTES / 1024 / 1024} MB each. The first photo becomes the cover.
      </p>
      <label className="inline-block cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-primary hover:bg-gray-50">
        Add photos
        <input
          type="file"
          multiple
          name="photos"
          disabled={disabled}
          accept={GALLERY_IMAGE_TYPES.join(',')}
          aria-describedby={error ? 'new-photos-error' : 'new-photos-hint'}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            onChange([
              ...photos,
              ...files.map((file) => ({ file, percent: null, error: photoProblem(file) ?? undefined })),
            ]);
          }}
        />
      </label>
      {error && (
        <p id="new-photos-error" className="text-sm text-primary-700">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={`${photo.file.name}-${index}`} className="rounded-lg border border-gray-200 p-2 text-xs">
              {/* A local preview (blob: URL): nothing for the image optimiser to do. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={previews[index]}
                alt={`New ${index + 1}: ${photo.file.name}`}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              {photo.error ? (
                <p role="alert" className="mt-1 text-primary-700">
                  {photo.error}
                </p>
              ) : photo.percent !== null ? (
                <progress
                  value={photo.percent}
                  max={100}
                  aria-label={`Uploading ${photo.file.name}`}
                  className="mt-1 h-2 w-full"
                />
              ) : null}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                className="mt-1 rounded px-2 py-1 text-primary-700 ring-1 ring-gray-300 disabled:opacity-40"
                aria-label={`Remove photo ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
