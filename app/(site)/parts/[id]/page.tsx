// /parts/{id}: one part; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Part Details';
const description =
  'Photos, fitment, condition and price of this part, with a button to order it or ask our team about it.';

export const metadata: Metadata = { title, description };

export default async function PartsDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
