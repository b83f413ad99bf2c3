// /carcheckk?tab=1|2|3&vin=: vehicle history reports by type (1 Autocheck, 2 Car Fax, 3 Window Sticker): enter a
// VIN, see availability and price, buy. A valid VIN in the address is checked on the server already.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getReportStatusQueryOptions } from '@/features/reports/api/check-report-status';
import { ReportCheck } from '@/features/reports/components/report-check';
import { reportTypeInfo, reportTypeOfTab } from '@/features/reports/utils/report-types';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { normalizeVin, vinProblem } from '@/lib/contract/reports';
import { metaDescription } from '@/lib/meta-description';

type SearchParams = Promise<{ tab?: string | string[]; vin?: string | string[] }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const info = reportTypeInfo(reportTypeOfTab(first((await searchParams).tab)));
  return {
    title: info.title,
    description: metaDescription(
      `Order a ${info.title} for any US or Canadian VIN before you buy: ${info.description}`,
    ),
  };
}

export default async function CarCheckPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const type = reportTypeOfTab(first(query.tab));
  const vin = normalizeVin(first(query.vin) ?? '').slice(0, 40);
  const queryClient = makeQueryClient();
  // A failed check is left to the browser, which shows it with a retry.
  if (vin && vinProblem(vin) === null) {
    await queryClient.prefetchQuery(getReportStatusQueryOptions(type, vin, await getServerApi()));
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportCheck key={type} type={type} initialVin={vin} />
    </HydrationBoundary>
  );
}
