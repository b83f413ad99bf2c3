// What the photo carousel and its full-screen view share: a photo's shape, its position label and the step buttons.
import { clsx } from 'clsx';
import { ChevronRightIcon } from '@/components/ui/icons';

export interface GalleryImage {
  /** Absolute URL. */
  src: string;
  /** Pixel size when known; the box is 4:3 otherwise. */
  width?: number | null;
  height?: number | null;
}

export const FALLBACK_SIZE = { width: 1200, height: 900 };

/** "Photo 2 of 5": the counter, and (lower-cased) the end of each photo's alt text. */
export const photoPosition = (index: number, count: number): string => `Photo ${index + 1} of ${count}`;

/** Previous and next photo, round buttons at either side of the photo (in the carousel and the lightbox). */
export function StepButtons({ onStep }: { onStep: (delta: number) => void }) {
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
