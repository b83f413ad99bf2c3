// Dashboard layout (spec §2): navbar and the 230 px sidebar around the customer's records.
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { Navbar } from '@/components/layout/navbar/navbar';
import { Sidebar } from '@/components/layout/sidebar';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import { SessionGuard } from '@/features/auth/components/session-guard';
import { NavbarCarSearch } from '@/features/cars/components/navbar-car-search';
import { NotificationBell } from '@/features/chat/components/notification-bell';
import { KhrRateSource } from '@/features/pricing/components/khr-rate-source';

export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* Phones get one menu button: the navbar's, with the dashboard's sections on top. */}
      <Navbar bell={<NotificationBell />} search={<NavbarCarSearch />} menuSection={<Sidebar />} />
      <SessionGuard />
      <AdsLoader />
      <DashboardShell>
        {/* Saved cars and listings show their riel equivalent at the staff-set rate. */}
        <KhrRateSource>{children}</KhrRateSource>
      </DashboardShell>
    </>
  );
}
