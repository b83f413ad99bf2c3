'use client';
// A detail page's photos (a car, a part): arrow keys and swipes step through them, thumbnails jump, a click opens
// the lightbox.
import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { FALLBACK_SIZE, photoPosition, StepButtons, type GalleryImage } from '@/components/ui/photo-parts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { useSwipe } from '@/components/ui/use-swipe';

// The full-screen view (its modal, focus trap and photos) loads when a photo is first opened, not with the page.
const Lightbox = dynamic(() => import('@/components/ui/lightbox').then((module) => module.Lightbox), { ssr: false });

/** The main photo's width: the page's left column (3/5 from 992 px, at most 1280 px wide), the screen below that. */
const MAIN_SIZES = '(min-width: 1280px) 730px, (min-width: 992px) 58vw, calc(100vw - 32px)';

interface GalleryProps {
  images: GalleryImage[];
  /** What the photos show, e.g. "2021 Toyota Camry": the carousel is "Photos of the {name}". */
  name: string;
  /** Drawn in the empty box when there are no photos, e.g. the feature's icon. */
  placeholder: ReactNode;
}

export function Gallery({ images, name, placeholder }: GalleryProps) {
  const [index, setIndex] = useState(0);
  // null until first opened: the full-screen view's code is fetched only then, and stays mounted after.
  const [lightbox, setLightbox] = useState<boolean | null>(null);
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
    // The arrow keys step the photos from whichever of the carousel's buttons has focus (the keys bubble up here).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={`Photos of the ${name}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl bg-gray-100" {...swipe} style={{ touchAction: 'pan-y' }}>
        <button
          type="button"
          onClick={() => setLightbox(true)}
          className="block w-full"
          aria-label={`${label}: open full screen`}
        >
          <ResponsiveImage
            src={image.src}
            alt={`${name}, ${label.toLowerCase()}`}
            width={image.width ?? FALLBACK_SIZE.width}
            height={image.height ?? FALLBACK_SIZE.height}
            naturalWidth={image.width}
            sizes={MAIN_SIZES}
            priority={index === 0}
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
        // Room round the thumbnails for the focus ring, which the scrolling box would clip.
        <ScrollStrip className="-mx-1 mt-2 flex scroll-px-1 gap-2 overflow-x-auto p-1">
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
                <ResponsiveImage
                  src={thumb.src}
                  alt=""
                  width={96}
                  height={72}
                  naturalWidth={thumb.width}
                  sizes="96px"
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ScrollStrip>
      )}
      {lightbox !== null && (
        <Lightbox
          open={lightbox}
          images={images}
          index={index}
          onIndex={setIndex}
          label={name}
          onClose={() => setLightbox(false)}
        />
      )}
    </section>
  );
}
