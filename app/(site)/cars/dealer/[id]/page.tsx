// /cars/dealer/{id}: one dealer's cars; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Dealer Cars';
const description = 'Every car listed by this dealer.';

export const metadata: Metadata = { title, description };

export default async function CarsDealerDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
