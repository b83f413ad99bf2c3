// /cars/{id}: one car; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Car Details';
const description = 'Photos, specifications, price in USD and the estimated landed cost in Cambodia for this car.';

export const metadata: Metadata = { title, description };

export default async function CarsDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
