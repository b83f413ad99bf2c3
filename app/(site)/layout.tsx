// Default layout (spec §2): navbar, the page, footer and the scroll-to-top button.
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { brandName } from '@/lib/brand';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Navbar bell={<NotificationBell />} />
      <AdsLoader />
      <main id="main" className="flex flex-1 flex-col pt-navbar">
        {children}
      </main>
      <Footer brand={brandName()} />
      <ScrollToTop />
    </>
  );
}
