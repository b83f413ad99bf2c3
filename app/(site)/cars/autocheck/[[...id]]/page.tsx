// /cars/autocheck/{id?}: AutoCheck reports; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'AutoCheck Report';
const description = 'An AutoCheck vehicle history report: title brands, accidents, odometer readings and auction records.';

export const metadata: Metadata = { title, description };

export default async function CarsAutocheckPage({ params }: { params: Promise<{ id?: string[] }> }) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
