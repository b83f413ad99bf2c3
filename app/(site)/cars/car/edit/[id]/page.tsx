// /cars/car/edit/{id}: editing a listing; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Edit Listing';
const description = 'Change the details, price, photos or video of your listing.';

export const metadata: Metadata = { title, description };

export default async function CarsCarEditDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
