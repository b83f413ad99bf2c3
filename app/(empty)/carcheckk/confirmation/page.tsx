// /carcheckk/confirmation: report confirmation; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Report Confirmation';
const description = 'Your report order is confirmed; the report will appear in your dashboard.';

export const metadata: Metadata = { title, description };

export default function CarcheckkConfirmationPage() {
  return <PagePlaceholder title={title} description={description} />;
}
