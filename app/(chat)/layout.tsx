// Chat layout (spec §2): navbar and a full-height area the chat list and conversation share.
import { Navbar } from '@/components/layout/navbar/navbar';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import { SessionGuard } from '@/features/auth/components/session-guard';
import { NavbarCarSearch } from '@/features/cars/components/navbar-car-search';
import { NotificationBell } from '@/features/chat/components/notification-bell';

export default function ChatLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Navbar bell={<NotificationBell />} search={<NavbarCarSearch />} />
      <SessionGuard />
      <AdsLoader />
      <main id="main" className="flex h-dvh flex-col overflow-hidden pt-navbar">
        <div className="flex min-h-0 flex-1">{children}</div>
      </main>
    </>
  );
}
