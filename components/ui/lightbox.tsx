'use client';
// Photos full screen over the page, in the one modal (components/ui/modal.tsx: focus moves in and returns to the
// opener, Escape closes): arrow keys, swipes and the round buttons step through them, wrapping at either end.
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { FALLBACK_SIZE, photoPosition, StepButtons, type GalleryImage } from '@/components/ui/photo-parts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useSwipe } from '@/components/ui/use-swipe';

interface LightboxProps {
  open: boolean;
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  /** What the photos show: the dialog is named "{label}: Photo 1 of 3", each photo's alt "{label}, photo 1 of 3". */
  label: string;
  onClose: () => void;
}

export function Lightbox({ open, images, index, onIndex, label, onClose }: LightboxProps) {
  const count = images.length;
  const step = (delta: number) => onIndex((index + delta + count) % count);
  const swipe = useSwipe(step);
  const image = images[index];
  if (!image) return null;
  const position = photoPosition(index, count);

  return (
    <Modal open={open} onClose={onClose} label={`${label}: ${position}`} className="relative z-50 focus-ring-light">
      <div className="fixed inset-0 bg-black/90" aria-hidden="true" onClick={onClose} />
      {/* The arrow keys step the photos from whichever of the dialog's buttons has focus (the keys bubble up here). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="fixed inset-0 flex items-center justify-center p-4"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          else if (event.key === 'ArrowLeft') step(-1);
          else return;
          event.preventDefault();
          // The portal's key events still bubble through React's tree to any carousel around the opener: step once.
          event.stopPropagation();
        }}
        {...swipe}
      >
        <ResponsiveImage
          src={image.src}
          alt={`${label}, ${position.toLowerCase()}`}
          width={image.width ?? FALLBACK_SIZE.width}
          height={image.height ?? FALLBACK_SIZE.height}
          naturalWidth={image.width}
          sizes="100vw"
          priority={open}
          className="max-h-full w-auto max-w-full object-contain select-none"
          draggable={false}
        />
        {count > 1 && <StepButtons onStep={step} />}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close photos"
          className="absolute top-4 right-4 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
        >
          <CloseIcon className="size-6" />
        </button>
        <span aria-live="polite" className="absolute bottom-4 left-1/2 -translate-x-1/2 text-sm text-white">
          {position}
        </span>
      </div>
    </Modal>
  );
}
