'use client';
// A record's audit trail on its detail page (decision 035), for staff only: who changed what and when, each field
// old → new with a readable label, 20 entries a page, newest first. Customers never see it nor ask for it (the API
// refuses them).
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import type { OrderKind, RecordChangeEntry } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { useAuthStore } from '@/stores/use-auth-store';
import { getLoadingPortsQueryOptions } from '../api/get-loading-ports';
import { useRecordHistory } from '../api/get-record-history';
import { getTowingCompaniesQueryOptions } from '../api/get-towing-companies';
import { getWarehousesQueryOptions } from '../api/get-warehouses';
import { isStaffUser } from '../utils/viewer';
import { historyActionLabel, historyFieldLabel, historyValue, showsFields, type ReferenceName } from './history-labels';
import { personName, warehouseLabel } from './record-labels';

const PAGE_SIZE = 20;

const pageButton =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50';

interface RecordHistoryProps {
  kind: OrderKind;
  id: number;
}

export function RecordHistory({ kind, id }: RecordHistoryProps) {
  const staff = useAuthStore((state) => isStaffUser(state.user));
  if (!staff) return null;
  return <HistoryPanel kind={kind} id={id} />;
}

function HistoryPanel({ kind, id }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useRecordHistory(kind, id, page, true);
  const titleId = useId();
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  const nameOf = useReferenceNames(data?.results ?? []);

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isPending || isPlaceholderData}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          History
        </h2>
        {data && data.count > 0 && (
          <p className="text-sm text-gray-600">
            {data.count === 1 ? '1 change' : `${data.count} changes`}
            {pages > 1 && ` · page ${page} of ${pages}`}
          </p>
        )}
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading the history" className="space-y-2">
          <div className="h-5 w-2/3 animate-pulse rounded bg-gray-200" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200" />
        </div>
      ) : isError ? (
        <div role="alert" className="text-sm text-gray-700">
          The history could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold text-primary-700 underline">
            Try again
          </button>
        </div>
      ) : data.results.length === 0 ? (
        <p className="text-sm text-gray-600">No changes yet: the record is as it was created.</p>
      ) : (
        <ol aria-label="Changes, newest first" className="divide-y divide-gray-100">
          {data.results.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} nameOf={nameOf} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="History pages" className="mt-3 flex items-center gap-2">
          <button type="button" className={pageButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <button type="button" className={pageButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      )}
    </section>
  );
}

/**
 * Names for the warehouses, towing companies and loading ports the page's entries refer to, from the staff lookups
 * (asked for only when an entry names one; cached for the visit). Others (containers, people) stay `#id`.
 */
function useReferenceNames(entries: RecordChangeEntry[]): ReferenceName {
  const fields = new Set(entries.flatMap((entry) => Object.keys(entry.changes)));
  const warehouses = useQuery({ ...getWarehousesQueryOptions(), enabled: fields.has('warehouse_id') });
  const companies = useQuery({ ...getTowingCompaniesQueryOptions(), enabled: fields.has('towing_company_id') });
  const ports = useQuery({ ...getLoadingPortsQueryOptions(), enabled: fields.has('loading_port_id') });
  return useCallback(
    (field: string, id: number) => {
      if (field === 'warehouse_id') {
        const found = warehouses.data?.find((w) => w.id === id);
        return found ? warehouseLabel(found) : undefined;
      }
      if (field === 'towing_company_id') return companies.data?.find((c) => c.id === id)?.name;
      if (field === 'loading_port_id') return ports.data?.find((p) => p.id === id)?.name;
      return undefined;
    },
    [warehouses.data, companies.data, ports.data],
  );
}

function HistoryEntry({ entry, nameOf }: { entry: RecordChangeEntry; nameOf: ReferenceName }) {
  const who = entry.actor ? personName(entry.actor) : 'The system';
  const fields = showsFields(entry.action) ? Object.entries(entry.changes) : [];
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="text-sm text-gray-900">
        <strong className="font-semibold">{who}</strong> {historyActionLabel(entry.action, entry.changes)}
        <span className="text-gray-500">
          {' · '}
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </span>
      </p>
      {fields.length > 0 && (
        <dl className="mt-1.5 space-y-1 text-sm">
          {fields.map(([field, { from, to }]) => (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-gray-700">{historyFieldLabel(field)}:</dt>
              <dd className="min-w-0 break-words text-gray-900">
                <span className="sr-only">from </span>
                <del className="text-gray-500">{historyValue(field, from, nameOf)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                <ins className="font-semibold no-underline">{historyValue(field, to, nameOf)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
