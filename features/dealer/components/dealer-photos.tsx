'use client';
// A listing's photos: upload several with a progress bar each, move them (the first is the cover), delete them.
import Image from 'next/image';
import { useState } from 'react';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { GALLERY_IMAGE_TYPES, GALLERY_MAX_BYTES } from '@/lib/contract/dealer';
import { useCreateGalleryImage } from '../api/create-gallery-image';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useDealerCar } from '../api/get-dealer-car';
import { useUpdateGalleryImage } from '../api/update-gallery-image';

interface Upload {
  name: string;
  percent: number;
  error?: string;
}

export function DealerPhotos({ carId }: { carId: number }) {
  const { data: car } = useDealerCar(carId);
  const upload = useCreateGalleryImage();
  const move = useUpdateGalleryImage();
  const remove = useDeleteGalleryImage(carId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const images = car?.images ?? [];

  const setUpload = (index: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const onFiles = async (files: File[]) => {
    setUploads(files.map((file) => ({ name: file.name, percent: 0 })));
    // One at a time, so the photos keep the order they were chosen in.
    for (const [index, file] of files.entries()) {
      if (!(GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        setUpload(index, { error: 'Only JPEG, PNG or WebP pictures.' });
        continue;
      }
      if (file.size > GALLERY_MAX_BYTES) {
        setUpload(index, { error: `Larger than ${GALLERY_MAX_BYTES / 1024 / 1024} MB.` });
        continue;
      }
      try {
        await upload.mutateAsync({ carId, file, onProgress: (percent) => setUpload(index, { percent }) });
        setUpload(index, { percent: 100 });
      } catch (error) {
        setUpload(index, { error: formErrorMessages(parseApiError(error))[0] });
      }
    }
  };

  return (
    <section aria-labelledby="photos-title" className="space-y-4">
      <h2 id="photos-title" className="text-lg font-semibold text-gray-900">
        Photos
      </h2>
      <label className="inline-block cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50">
        Add photos
        <input
          type="file"
          multiple
          accept={GALLERY_IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void onFiles(files);
          }}
        />
      </label>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads">
          {uploads.map((item) => (
            <li key={item.name} className="text-sm">
              <span className="text-gray-700">{item.name}</span>
              {item.error ? (
                <span role="alert" className="ml-2 text-primary-700">
                  {item.error}
                </span>
              ) : (
                <progress
                  value={item.percent}
                  max={100}
                  aria-label={`Uploading ${item.name}`}
                  className="ml-2 h-2 w-40 align-middle"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {images.length === 0 ? (
        <p className="text-sm text-gray-600">No photos yet. The first photo becomes the cover.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="rounded-lg border border-gray-200 p-2">
              <Image
                unoptimized
                src={image.image}
                alt={`Photo ${index + 1}`}
                width={200}
                height={150}
                loading={index < 4 ? 'eager' : 'lazy'}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <div className="mt-2 flex justify-between gap-1 text-xs">
                <button
                  type="button"
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ id: image.id, position: index - 1 })}
                  className="rounded px-2 py-1 ring-1 ring-gray-300 disabled:opacity-40"
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(image.id)}
                  className="rounded px-2 py-1 text-primary-700 ring-1 ring-gray-300"
                  aria-label={`Delete photo ${index + 1}`}
                >
                  Delete
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1 || move.isPending}
                  onClick={() => move.mutate({ id: image.id, position: index + 1 })}
                  className="rounded px-2 py-1 ring-1 ring-gray-300 disabled:opacity-40"
                  aria-label={`Move photo ${index + 1} later`}
                >
                  →
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
