// GET /api/v2/orders/{kind}/export/: every record of a filtered list as CSV (the list's query without its page),
// fetched with the bearer token like every call and handed to the browser as a file.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OrderKind } from '@/lib/contract/orders';
import { withQuery } from '@/lib/query-string';
import type { OrderListParams } from './order-keys';

/** The export's address for a list's query (the "Download CSV" link points here). */
export const orderRecordsCsvPath = (kind: OrderKind, params: OrderListParams): string =>
  withQuery(`/api/v2/orders/${kind}/export/`, params);

export async function getOrderRecordsCsv(kind: OrderKind, params: OrderListParams, client: ApiClient = api) {
  const { data } = await client.get<unknown>(`/api/v2/orders/${kind}/export/`, {
    params,
    headers: { Accept: 'text/csv' },
  });
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * The file as Excel reads it: the API's answer starts with a UTF-8 BOM (decision 038), but fetch's text() drops a
 * leading BOM when decoding, so it is put back; without it Excel shows Khmer and accented names as mojibake.
 */
export const csvBlob = (csv: string) =>
  new Blob([csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });

/** Saves the CSV as `<kind>-<YYYY-MM-DD>.csv` through a temporary object URL. */
function saveFile(csv: string, fileName: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useDownloadOrderRecordsCsv = (kind: OrderKind) =>
  useMutation({
    mutationFn: async ({ params, fileName }: { params: OrderListParams; fileName: string }) => {
      saveFile(await getOrderRecordsCsv(kind, params), fileName);
    },
  });
