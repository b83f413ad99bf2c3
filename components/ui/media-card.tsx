// A result card (a car, a part): the whole card is one link, a lazy cover photo with fixed proportions (no layout
// shift) or the feature's icon, badges over the photo, then the title and whatever the feature says below it.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** The card's width in the result grids (one column on phones, two from 600 px, three from 1200 px). */
const CARD_SIZES = '(min-width: 1200px) 340px, (min-width: 600px) 50vw, calc(100vw - 32px)';

interface MediaCardProps {
  href: string;
  /** The heading, and the photo's alt text. */
  title: string;
  /** The title's heading level: 3 under a section's h2 (a listing's Results), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** Absolute URL of the cover photo, or null for the placeholder. */
  image: string | null;
  /** Shown in the photo's box when there is no photo, e.g. the feature's icon. */
  placeholder: ReactNode;
  /** The page's first card: its photo is preloaded and fetched first; every other card's photo loads lazily. */
  priority?: boolean;
  /** Badges laid over the photo; the caller positions them (the box is `relative`). */
  overlay?: ReactNode;
  /** Below the title, in a column whose last line can push itself to the bottom with `mt-auto`. */
  children: ReactNode;
}

export function MediaCard({
  href,
  title,
  headingLevel = 3,
  image,
  placeholder,
  priority = false,
  overlay,
  children,
}: MediaCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={title}
            width={480}
            height={360}
            sizes={CARD_SIZES}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-300">{placeholder}</span>
        )}
        {overlay}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-semibold text-gray-900 group-hover:text-primary-700">{title}</Heading>
        {children}
      </div>
    </Link>
  );
}
