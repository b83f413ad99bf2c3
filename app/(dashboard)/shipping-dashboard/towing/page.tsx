// /shipping-dashboard/towing: towing; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'Towing';
const description = 'Cars being towed from auctions and dealers to our warehouses: dispatch, in progress, delivered.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardTowingPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/towing/');
  return <PagePlaceholder title={title} description={description} />;
}
