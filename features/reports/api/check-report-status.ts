// POST /api/reports/check-status/{type}/ {vin}: whether a report is available for a valid VIN, its price, and
// whether the signed-in user already owns it. A read, so it is a query keyed by type and VIN.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportStatus, ReportType } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function checkReportStatus(type: ReportType, vin: string, client: ApiClient = api): Promise<ReportStatus> {
  const { data } = await client.post<ReportStatus>(`/api/reports/check-status/${type}/`, { vin });
  return data;
}

export const getReportStatusQueryOptions = (type: ReportType, vin: string, client?: ApiClient) =>
  queryOptions({ queryKey: reportKeys.status(type, vin), queryFn: () => checkReportStatus(type, vin, client) });

/** `vin` is null until the typed VIN is valid; nothing is asked before. */
export function useReportStatus(type: ReportType, vin: string | null) {
  return useQuery({ ...getReportStatusQueryOptions(type, vin ?? ''), enabled: vin !== null });
}
