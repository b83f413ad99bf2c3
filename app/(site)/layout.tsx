// Default layout (spec §2): navbar, the page, footer, the scroll-to-top button and the visitors' chat widget.
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import { NavbarCarSearch } from '@/features/cars/components/navbar-car-search';
import { NotificationBell } from '@/features/chat/components/notification-bell';
import { KhrRateSource } from '@/features/pricing/components/khr-rate-source';
import { brandName } from '@/lib/brand';
import { VisitorChat } from './visitor-chat';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Navbar bell={<NotificationBell />} search={<NavbarCarSearch />} />
      <AdsLoader />
      <main id="main" className="flex flex-1 flex-col pt-navbar">
        {/* Prices below show their riel equivalent at the staff-set rate. */}
        <KhrRateSource>{children}</KhrRateSource>
      </main>
      <Footer brand={brandName()} />
      <ScrollToTop />
      <VisitorChat />
    </>
  );
}
