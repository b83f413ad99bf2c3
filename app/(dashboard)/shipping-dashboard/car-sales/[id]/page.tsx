// /shipping-dashboard/car-sales/{id}: one car sale; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Car Sale Details';
const description = 'The price, payments, documents and notes of this car sale.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardCarSalesDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
