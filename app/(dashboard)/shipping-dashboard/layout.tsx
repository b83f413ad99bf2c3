// Tabbed shipping layout (spec §2): the shipping tab bar above each shipping-dashboard page.
import { ShippingTabs } from '@/components/layout/shipping-tabs';

export default function ShippingDashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ShippingTabs />
      <div className="flex-1">{children}</div>
    </>
  );
}
