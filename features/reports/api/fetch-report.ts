// POST /api/reports/fetch/{type}/ {vin}: the report of a paid order of the user (402 when not paid for). The
// report does not change once produced, so it is fetched once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportType, VehicleReport } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function fetchReport(type: ReportType, vin: string, client: ApiClient = api): Promise<VehicleReport> {
  const { data } = await client.post<VehicleReport>(`/api/reports/fetch/${type}/`, { vin });
  return data;
}

export const getReportQueryOptions = (type: ReportType, vin: string, client?: ApiClient) =>
  queryOptions({
    queryKey: reportKeys.report(type, vin),
    queryFn: () => fetchReport(type, vin, client),
    staleTime: Infinity,
  });

export const useReport = (type: ReportType, vin: string) => useQuery(getReportQueryOptions(type, vin));
