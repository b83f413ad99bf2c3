// /carcheckk/index1: the vehicle history reports landing page: the three report types, their prices, how it works.
import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/components/content-page';
import { ReportTypesOverview } from '@/features/reports/components/report-types-overview';

const title = 'Vehicle History Reports';
const description =
  'Order AutoCheck, Carfax and Window Sticker reports for any US or Canadian VIN before you pay to ship a car.';

export const metadata: Metadata = { title, description };

export default function CarcheckkIndex1Page() {
  return (
    <ContentPage eyebrow="Before you buy" title={title} intro={<p>{description}</p>}>
      <ReportTypesOverview />
    </ContentPage>
  );
}
