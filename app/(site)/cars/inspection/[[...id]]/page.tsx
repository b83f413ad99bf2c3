// /cars/inspection/{id?}: inspection reports; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'Inspection Report';
const description = 'The inspection report our team wrote for this car: condition, tyres, mechanical notes and photos.';

export const metadata: Metadata = { title, description };

export default async function CarsInspectionPage({ params }: { params: Promise<{ id?: string[] }> }) {
  if (parseOptionalRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
