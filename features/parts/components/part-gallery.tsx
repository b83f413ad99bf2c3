'use client';
// The part page's photos: arrow keys and swipes step through them, thumbnails jump, a click opens the lightbox.
import { clsx } from 'clsx';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { BoxIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

const SWIPE_MIN_PX = 40;
// The API gives no image sizes; the photos are 4:3, and the box keeps that ratio whatever arrives.
const SIZE = { width: 1200, height: 900 };

interface PartGalleryProps {
  /** Absolute URLs, in gallery order. */
  images: string[];
  name: string;
}

export function PartGallery({ images, name }: PartGalleryProps) {
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const swipeStart = useRef<number | null>(null);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-300">
        <BoxIcon className="size-20" />
        <span className="sr-only">No photos yet</span>
      </div>
    );
  }

  const count = images.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const image = images[index]!;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const swipe = {
    onPointerDown: (event: React.PointerEvent) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: React.PointerEvent) => {
      if (swipeStart.current === null) return;
      const dx = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX) step(dx < 0 ? 1 : -1);
    },
  };
  const label = `Photo ${index + 1} of ${count}`;

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
            src={image}
            alt={`${name}, ${label.toLowerCase()}`}
            width={SIZE.width}
            height={SIZE.height}
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
            <li key={`${i}:${thumb}`} className="shrink-0">
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
                  src={thumb}
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
      <Modal open={lightbox} onClose={() => setLightbox(false)} label={`${name}: ${label}`} className="relative z-50">
        <div className="fixed inset-0 bg-black/90" aria-hidden="true" />
        {/* The portal's key events still bubble to the carousel's handler in React's tree: step once, here. */}
        <div
          className="fixed inset-0 flex items-center justify-center p-4"
          onKeyDown={(event) => {
            onKeyDown(event);
            if (event.defaultPrevented) event.stopPropagation();
          }}
          {...swipe}
        >
          <Image
            unoptimized
            src={image}
            alt={`${name}, ${label.toLowerCase()}`}
            width={SIZE.width}
            height={SIZE.height}
            className="max-h-full w-auto max-w-full object-contain select-none"
            draggable={false}
          />
          {count > 1 && <StepButtons onStep={step} />}
          <button
            type="button"
            onClick={() => setLightbox(false)}
            aria-label="Close photos"
            className="absolute top-4 right-4 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          >
            <CloseIcon className="size-6" />
          </button>
          <span className="absolute bottom-4 left-1/2 -translate-x-1/2 text-sm text-white">{label}</span>
        </div>
      </Modal>
    </section>
  );
}

function StepButtons({ onStep }: { onStep: (delta: number) => void }) {
  const round = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-gray-900 shadow hover:bg-white';
  return (
    <>
      <button type="button" onClick={() => onStep(-1)} aria-label="Previous photo" className={clsx(round, 'left-3')}>
        <ChevronRightIcon className="size-5 rotate-180" />
      </button>
      <button type="button" onClick={() => onStep(1)} aria-label="Next photo" className={clsx(round, 'right-3')}>
        <ChevronRightIcon className="size-5" />
      </button>
    </>
  );
}
