// /shipping-dashboard/balance-report: the balance report; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireSuperuser } from '@/features/auth/server/session-user';

const title = 'Balance Report';
const description = 'What you have paid and what is still due, per car and in total.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardBalanceReportPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requireSuperuser('/shipping-dashboard/balance-report/');
  return <PagePlaceholder title={title} description={description} />;
}
