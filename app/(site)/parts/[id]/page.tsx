// /parts/{id}: one part with its gallery, fitment, price, stock, seller, the order form and related parts.
import { partDetailMetadata, PartDetailPage } from '@/features/parts/components/part-detail-page';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return partDetailMetadata((await params).id);
}

export default async function PartsDetailPage({ params }: { params: Params }) {
  return <PartDetailPage segment={(await params).id} />;
}
