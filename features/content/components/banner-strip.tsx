'use client';
// The current promotion banners; the strip is simply left out when there are none or they fail to load. The artwork
// carries its own headline, so it is shown whole at every width: a box of the artwork's own proportions (16:5, the
// wide banner format) and `object-contain` for any other shape, never a crop.
import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import type { Ad } from '@/lib/contract/ads';
import { useAdBanners } from '../api/get-ad-banners';

export function BannerStrip() {
  const { data } = useAdBanners();
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Promotions" className="mx-auto w-full max-w-6xl px-4 pt-10">
      {/* Room round the banners (and a snap edge inside it) for the focus ring, which the scrolling box would clip. */}
      <ScrollStrip className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto px-1 pt-1 pb-2">
        {data.map((banner) => (
          <li key={banner.id} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)]">
            <BannerLink banner={banner} />
          </li>
        ))}
      </ScrollStrip>
    </section>
  );
}

function BannerLink({ banner }: { banner: Ad }) {
  const label = banner.subtitle ? `${banner.title}: ${banner.subtitle}` : banner.title;
  // Banner artwork carries its own headline (as ads do), so the text is drawn only when there is no artwork.
  const content = banner.image ? (
    <ResponsiveImage
      src={banner.image}
      alt={label}
      width={1600}
      height={500}
      sizes="(min-width: 1152px) 552px, (min-width: 600px) 50vw, 85vw"
      className="absolute inset-0 size-full object-contain"
    />
  ) : (
    <span className="relative flex h-full min-h-28 flex-col justify-end p-5 text-white">
      <span className="text-lg font-bold">{banner.title}</span>
      {banner.subtitle && <span className="mt-1 text-sm text-gray-200">{banner.subtitle}</span>}
    </span>
  );
  // A text banner grows with its words instead: a fixed shape would cut a long headline on a narrow phone.
  const className = `relative block overflow-hidden rounded-xl bg-gray-800 shadow-sm ${banner.image ? 'aspect-[16/5]' : 'h-full min-h-28'}`;
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
