'use client';
// A detail page's photos (a car, a part): arrow keys and swipes step through them, thumbnails jump, a click opens
// the lightbox.
import { clsx } from 'clsx';
import Image from 'next/image';
import { useState, type ReactNode } from 'react';
import { FALLBACK_SIZE, Lightbox, photoPosition, StepButtons, type GalleryImage } from '@/components/ui/lightbox';
import { useSwipe } from '@/components/ui/use-swipe';

interface GalleryProps {
  images: GalleryImage[];
  /** What the photos show, e.g. "2021 Toyota Camry": the carousel is "Photos of the {name}". */
  name: string;
  /** Drawn in the empty box when there are no photos, e.g. the feature's icon. */
  placeholder: ReactNode;
}

export function Gallery({ images, name, placeholder }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const swipe = useSwipe(step);

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-300">
        {placeholder}
        <span className="sr-only">No photos yet</span>
      </div>
    );
  }

  const image = images[index]!;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const label = photoPosition(index, count);

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of the ${name}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl bg-gray-100" {...swipe} style={{ touchAction: 'pan-y' }}>
        <button
          type="button"
          onClick={() => setLightbox(true)}
          className="block w-full"
          aria-label={`${label}: open full screen`}
        >
          <Image
            unoptimized
            src={image.src}
            alt={`${name}, ${label.toLowerCase()}`}
            width={image.width ?? FALLBACK_SIZE.width}
            height={image.height ?? FALLBACK_SIZE.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            draggable={false}
            className="aspect-[4/3] w-full object-cover select-none"
          />
        </button>
        {count > 1 && <StepButtons onStep={step} />}
        <span
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-md bg-black/60 px-2 py-1 text-xs text-white"
        >
          {label}
        </span>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((thumb, i) => (
            <li key={`${i}:${thumb.src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block overflow-hidden rounded-lg ring-2',
                  i === index ? 'ring-primary' : 'ring-transparent hover:ring-gray-300',
                )}
              >
                <Image
                  unoptimized
                  src={thumb.src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        open={lightbox}
        images={images}
        index={index}
        onIndex={setIndex}
        label={name}
        onClose={() => setLightbox(false)}
      />
    </section>
  );
}
