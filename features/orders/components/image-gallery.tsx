'use client';
// A record's photos as thumbnails that open a lightbox (arrow keys step, Escape closes), and its documents as links.
import { clsx } from 'clsx';
import Image from 'next/image';
import { useState } from 'react';
import { ChevronRightIcon, CloseIcon, DocumentIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { fileName, isDocumentUrl } from '../utils/files';

interface ImageGalleryProps {
  /** Photo and document URLs; documents (PDFs, spreadsheets) are told apart by their extension. */
  files: string[];
  /** What the photos show, e.g. "2021 Toyota Camry at the warehouse": the lightbox's name and each photo's alt. */
  label: string;
  /** Said when there is nothing to show; omit to render nothing instead. */
  emptyText?: string;
  className?: string;
}

export function ImageGallery({ files, label, emptyText, className }: ImageGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const images = files.filter((file) => !isDocumentUrl(file));
  const documents = files.filter(isDocumentUrl);

  if (files.length === 0) return emptyText ? <p className="text-sm text-gray-500">{emptyText}</p> : null;

  return (
    <div className={clsx('space-y-3', className)}>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 xs:grid-cols-4">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={`${label}: open photo ${index + 1} of ${images.length}`}
                className="block w-full overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 hover:ring-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <Image
                  unoptimized
                  src={src}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="space-y-1">
          {documents.map((href) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
              >
                <DocumentIcon className="size-4 shrink-0" />
                <span className="break-all">{fileName(href)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Lightbox images={images} index={open} label={label} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

interface LightboxProps {
  images: string[];
  index: number;
  label: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

function Lightbox({ images, index, label, onIndex, onClose }: LightboxProps) {
  const count = images.length;
  const step = (delta: number) => onIndex((index + delta + count) % count);
  const position = `Photo ${index + 1} of ${count}`;
  const round = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-gray-900 shadow hover:bg-white';

  return (
    <Modal open onClose={onClose} label={`${label}: ${position}`} className="relative z-50">
      <div className="fixed inset-0 bg-black/90" aria-hidden="true" onClick={onClose} />
      <div
        className="fixed inset-0 flex items-center justify-center p-4"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          else if (event.key === 'ArrowLeft') step(-1);
          else return;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <Image
          unoptimized
          src={images[index]!}
          alt={`${label}, ${position.toLowerCase()}`}
          width={1200}
          height={900}
          className="max-h-full w-auto max-w-full object-contain select-none"
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous photo"
              className={clsx(round, 'left-3')}
            >
              <ChevronRightIcon className="size-5 rotate-180" />
            </button>
            <button type="button" onClick={() => step(1)} aria-label="Next photo" className={clsx(round, 'right-3')}>
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
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
