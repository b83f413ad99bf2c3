// A result card (a car, a part): the whole card is one link, a lazy cover photo with fixed proportions (no layout
// shift) or the feature's icon, badges over the photo, then the title and whatever the feature says below it.
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';

interface MediaCardProps {
  href: string;
  /** The heading, and the photo's alt text. */
  title: string;
  /** Absolute URL of the cover photo, or null for the placeholder. */
  image: string | null;
  /** Shown in the photo's box when there is no photo, e.g. the feature's icon. */
  placeholder: ReactNode;
  /** The first cards of a page load eagerly (they are likely above the fold). */
  priority?: boolean;
  /** Badges laid over the photo; the caller positions them (the box is `relative`). */
  overlay?: ReactNode;
  /** Below the title, in a column whose last line can push itself to the bottom with `mt-auto`. */
  children: ReactNode;
}

export function MediaCard({ href, title, image, placeholder, priority = false, overlay, children }: MediaCardProps) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {image ? (
          <Image
            unoptimized
            src={image}
            alt={title}
            width={480}
            height={360}
            sizes="(min-width: 1200px) 300px, (min-width: 600px) 50vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-300">{placeholder}</span>
        )}
        {overlay}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold text-gray-900 group-hover:text-primary-700">{title}</h3>
        {children}
      </div>
    </Link>
  );
}
