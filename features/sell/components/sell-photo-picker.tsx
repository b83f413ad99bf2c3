'use client';
// Choosing the car's photos before sending: previews, remove, and the type, size and count limits checked up front.
import { useEffect, useId, useRef, useState } from 'react';
import { SELL_MAX_PHOTOS, SELL_PHOTO_MAX_BYTES, SELL_PHOTO_TYPES } from '@/lib/contract/sell-requests';

export interface PickedPhoto {
  id: string;
  file: File;
  preview: string;
}

interface SellPhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled?: boolean;
  error?: string;
}

const MAX_MB = SELL_PHOTO_MAX_BYTES / 1024 / 1024;

/** Why a file cannot be sent, or null; the server checks the bytes again. */
export function photoProblem(file: File): string | null {
  if (!(SELL_PHOTO_TYPES as readonly string[]).includes(file.type))
    return `${file.name}: only JPEG, PNG or WebP pictures.`;
  if (file.size > SELL_PHOTO_MAX_BYTES) return `${file.name}: larger than ${MAX_MB} MB.`;
  return null;
}

export function SellPhotoPicker({ photos, onChange, disabled, error }: SellPhotoPickerProps) {
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  // Object URLs live until their photo is removed or the picker goes away.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = (files: File[]) => {
    const found: string[] = [];
    const room = SELL_MAX_PHOTOS - photos.length;
    const accepted = files.filter((file) => {
      const problem = photoProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (accepted.length > room) found.push(`At most ${SELL_MAX_PHOTOS} photos: ${accepted.length - room} not added.`);
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({
      id: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    setProblems(found);
    onChange([...photos, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((p) => p.id !== photo.id));
  };

  const messages = [...problems, ...(error ? [error] : [])];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-800">
        Photos (up to {SELL_MAX_PHOTOS}, JPEG, PNG or WebP, {MAX_MB} MB each)
      </legend>
      <p className="text-xs text-gray-500">
        Outside all round, the dashboard with the odometer, the interior and any damage.
      </p>
      <label
        htmlFor={inputId}
        className="inline-block cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
      >
        Add photos
        <input
          id={inputId}
          type="file"
          multiple
          accept={SELL_PHOTO_TYPES.join(',')}
          disabled={disabled || photos.length >= SELL_MAX_PHOTOS}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            add(files);
          }}
        />
      </label>
      {messages.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-primary-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 sm:grid-cols-5" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative rounded-md border border-gray-200 p-1">
              {/* A local object URL: next/image cannot optimise it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.preview}
                alt={`New ${index + 1}: ${photo.file.name}`}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(photo)}
                aria-label={`Remove ${photo.file.name}`}
                className="mt-1 w-full rounded px-2 py-1 text-xs font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50 disabled:opacity-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
