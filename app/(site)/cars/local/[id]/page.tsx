// /cars/local/{id}: one car in Cambodia; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Cambodia Car Details';
const description = 'Photos, specifications and the seller\'s price for this car already in Cambodia.';

export const metadata: Metadata = { title, description };

export default async function CarsLocalDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
