'use client';
// A record's photos as thumbnails that open the shared lightbox (arrow keys step, Escape closes), and its documents
// as links.
import { clsx } from 'clsx';
import Image from 'next/image';
import { useState } from 'react';
import { DocumentIcon } from '@/components/ui/icons';
import { Lightbox } from '@/components/ui/lightbox';
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
                className="block w-full overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 hover:ring-primary"
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
      <Lightbox
        open={open !== null}
        images={images.map((src) => ({ src }))}
        index={open ?? 0}
        onIndex={setOpen}
        label={label}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
