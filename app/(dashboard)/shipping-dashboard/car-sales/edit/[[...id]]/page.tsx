// /shipping-dashboard/car-sales/edit/{id?}: editing a car sale; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'Edit Car Sale';
const description = 'Update the details, payments and notes of a car sale.';

export const metadata: Metadata = { title, description };

export default async function ShippingDashboardCarSalesEditPage({ params }: { params: Promise<{ id?: string[] }> }) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
