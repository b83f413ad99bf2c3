// /carcheckk/payment: report payment; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Report Payment';
const description = 'Pay for your vehicle history report securely.';

export const metadata: Metadata = { title, description };

export default function CarcheckkPaymentPage() {
  return <PagePlaceholder title={title} description={description} />;
}
