// /carcheckk/terms-and-conditions: report terms; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Report Terms and Conditions';
const description = 'The terms that apply to vehicle history reports ordered through our site.';

export const metadata: Metadata = { title, description };

export default function CarcheckkTermsAndConditionsPage() {
  return <PagePlaceholder title={title} description={description} />;
}
