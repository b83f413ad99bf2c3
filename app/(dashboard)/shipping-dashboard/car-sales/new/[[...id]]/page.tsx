// /shipping-dashboard/car-sales/new/{id?}: recording a car sale; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'New Car Sale';
const description = 'Record a new car sale, or a sale based on an existing car.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardCarSalesNewPage({ params }: { params: Promise<{ id?: string[] }> }) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
