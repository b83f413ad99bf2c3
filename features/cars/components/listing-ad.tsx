'use client';
// A sponsored card among a listing's results (ads placed on 'listing'); nothing at all when there is none or it fails.
// Its link is named by what it shows ("Sponsored", the title, …), so the name holds the visible words (decision 061).
import Image from 'next/image';
import { useListingAds } from '../api/get-listing-ads';

/** The ad for a page of results: the ads take turns as the visitor pages through. */
export function ListingAd({ page }: { page: number }) {
  const { data: ads } = useListingAds();
  if (!ads?.length) return null;
  const ad = ads[(page - 1) % ads.length]!;

  return (
    <li>
      <a
        href={ad.link || undefined}
        rel="sponsored"
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-amber-200 bg-amber-50/60 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      >
        {/* Ad artwork is 8:5 and carries its own headline: shown whole, never cropped. */}
        <div className="aspect-[8/5] bg-gray-100">
          <Image
            unoptimized
            src={ad.image}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            className="size-full object-cover"
          />
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Sponsored</p>
          <h3 className="mt-1 font-semibold text-gray-900 group-hover:text-primary-700">{ad.title}</h3>
          {ad.subtitle && <p className="mt-1 text-sm text-gray-600">{ad.subtitle}</p>}
          {ad.link && (
            <p className="mt-auto pt-3 text-sm font-semibold text-primary-700">
              Learn more <span aria-hidden="true">→</span>
            </p>
          )}
        </div>
      </a>
    </li>
  );
}
