// 404 page (spec §8) for unknown URLs, outside any route group: it brings the default chrome itself.
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/errors/not-found-content';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import { brandName } from '@/lib/brand';

export const metadata: Metadata = { title: '404 | Not Found' };

export default function NotFound() {
  return (
    <>
      <Navbar />
      <AdsLoader />
      <main id="main" className="flex flex-1 flex-col pt-navbar">
        <NotFoundContent />
      </main>
      <Footer brand={brandName()} />
      <ScrollToTop />
    </>
  );
}
