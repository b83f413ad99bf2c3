'use client';
// The current promotion banners; the strip is simply left out when there are none or they fail to load.
import Image from 'next/image';
import Link from 'next/link';
import type { Ad } from '@/lib/contract/ads';
import { useAdBanners } from '../api/get-ad-banners';

export function BannerStrip() {
  const { data } = useAdBanners();
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Promotions" className="mx-auto w-full max-w-6xl px-4 pt-10">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {data.map((banner) => (
          <li key={banner.id} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)]">
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner }: { banner: Ad }) {
  const label = banner.subtitle ? `${banner.title}: ${banner.subtitle}` : banner.title;
  // Banner artwork carries its own headline (as ads do), so the text is drawn only when there is no artwork.
  const content = banner.image ? (
    <Image unoptimized src={banner.image} alt={label} fill className="absolute inset-0 size-full object-cover" />
  ) : (
    <span className="relative flex h-full flex-col justify-end p-5 text-white">
      <span className="text-lg font-bold">{banner.title}</span>
      {banner.subtitle && <span className="mt-1 text-sm text-gray-200">{banner.subtitle}</span>}
    </span>
  );
  const className = 'relative block aspect-[8/3] overflow-hidden rounded-xl bg-gray-800 shadow-sm';
  // Banners may point at partner sites; only our own paths use client-side navigation.
  return banner.link.startsWith('/') && !banner.link.startsWith('//') ? (
    <Link href={banner.link} className={className}>
      {content}
    </Link>
  ) : (
    <a href={banner.link} className={className} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
