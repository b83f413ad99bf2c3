// GET /api/usermgmt/purchased-reports/?page=: the signed-in user's paid reports, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PurchasedReportPage } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function getPurchasedReports(page: number, client: ApiClient = api): Promise<PurchasedReportPage> {
  const { data } = await client.get<PurchasedReportPage>('/api/usermgmt/purchased-reports/', {
    params: page > 1 ? { page } : {},
  });
  return data;
}

export const getPurchasedReportsQueryOptions = (page: number, client?: ApiClient) =>
  queryOptions({ queryKey: reportKeys.purchased(page), queryFn: () => getPurchasedReports(page, client) });

export const usePurchasedReports = (page: number) => useQuery(getPurchasedReportsQueryOptions(page));
