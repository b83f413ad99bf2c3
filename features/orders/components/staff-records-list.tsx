'use client';
// A staff list of one kind (spec §2–§4, §6): the filter form, server-side paging and ordering (sortable headers, a
// sort menu on phones), row colours with their words, a sticky header, the previous page kept on screen while the
// next loads, and a CSV of every matching record. Filters live in the URL and the browser (use-list-state).
import { useState, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { ORDER_ORDERING, ORDERS_PAGE_SIZE, type OrderKind, type OrderRecord } from '@/lib/contract/orders';
import { businessDay } from '@/lib/dates';
import { pageCount } from '@/lib/pagination-range';
import { orderRecordsCsvPath, useDownloadOrderRecordsCsv } from '../api/get-order-records-csv';
import { useOrderRecords } from '../api/get-order-records';
import { FilterForm } from '../filters/filter-form';
import { activeFilterCount, exportApiParams, listApiParams, type ListState } from '../filters/list-filters';
import { orderingLabel } from '../filters/ordering-labels';
import { rowState, type RowFacts } from '../filters/row-state';
import { ROW_STATE_CLASSES, RowStateBadges, RowStateLegend } from '../filters/row-state-badges';
import { useFilterLookups } from '../filters/use-filter-lookups';
import { useListState } from '../filters/use-list-state';
import { EmptyRecords, LoadFailed } from './record-states';
import { RecordsTable, type RecordColumn } from './records-table';

export interface StaffRecordsListProps<K extends OrderKind> {
  kind: K;
  /** The URL's list state as the server read it (`readListState`). */
  urlState: ListState;
  /** Singular and plural, lower case: "car order", "car orders". */
  noun: readonly [string, string];
  /** The empty state when no filter narrows the list, e.g. "No purchases yet." */
  emptyText: string;
  caption: string;
  titleHeader: string;
  title: (row: OrderRecord<K>) => ReactNode;
  subtitle?: (row: OrderRecord<K>) => ReactNode;
  href: (row: OrderRecord<K>) => string;
  columns: RecordColumn<OrderRecord<K>>[];
  /** Row colours (spec §4) for kinds whose records are cars; off for containers and balances. */
  rowStates?: boolean;
}

export function StaffRecordsList<K extends OrderKind>(props: StaffRecordsListProps<K>) {
  const { kind, urlState, noun, emptyText, rowStates: colours = true, subtitle, ...table } = props;
  const lookups = useFilterLookups(kind);
  const { state, apply, reset, setPage, hrefFor } = useListState(kind, urlState);
  const [now] = useState(() => Date.now());
  const records = useOrderRecords(kind, listApiParams(state, now));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ordering = state.ordering ?? ORDER_ORDERING[kind][0];
  const page = Number(state.page ?? '1');
  const sortTo = (next: string) => apply({ ...state, ordering: next });
  const active = activeFilterCount(kind, state);

  let body: ReactNode;
  if (records.isPending) {
    body = <ListSkeleton label={`Loading ${noun[1]}`} />;
  } else if (records.isError) {
    const info = parseApiError(records.error);
    body =
      info.status === 400 ? (
        <div role="alert" className="rounded-xl border border-primary-200 bg-primary-50 p-4 text-sm text-primary-800">
          <p className="font-semibold">These filters could not be used:</p>
          <ul className="mt-1 list-disc pl-5">
            {formErrorMessages(info).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : info.status === 404 && page > 1 ? (
        <EmptyRecords
          title={`This page of ${noun[1]} is empty.`}
          action={
            <button
              type="button"
              onClick={() => setPage(1)}
              className="mt-3 font-semibold text-primary-700 hover:underline"
            >
              Go to the first page
            </button>
          }
        />
      ) : info.status === 403 ? (
        <p
          role="alert"
          className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center font-semibold"
        >
          You do not have access to {noun[1]}.
        </p>
      ) : (
        <LoadFailed what={noun[1]} onRetry={() => void records.refetch()} />
      );
  } else if (records.data.count === 0 && active === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center font-semibold text-gray-900">
        {emptyText}
      </p>
    );
  } else if (records.data.count === 0) {
    body = (
      <EmptyRecords
        title={`No ${noun[1]} match these filters.`}
        action={
          <button type="button" onClick={reset} className="mt-3 font-semibold text-primary-700 hover:underline">
            Reset the filters
          </button>
        }
      />
    );
  } else {
    const { count, results } = records.data;
    const pages = pageCount(count, ORDERS_PAGE_SIZE);
    body = (
      <div
        aria-busy={records.isPlaceholderData || undefined}
        className={records.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <p role="status" className="mb-3 text-sm text-gray-700">
          {count.toLocaleString('en-US')} {count === 1 ? noun[0] : noun[1]}
          {pages > 1 && ` · page ${page} of ${pages.toLocaleString('en-US')}`}
          {records.isPlaceholderData && ' · updating…'}
        </p>
        <RecordsTable
          rows={results}
          {...table}
          subtitle={(row) => (
            <>
              {subtitle?.(row)}
              {colours && <RowStateBadges row={row as RowFacts} now={now} />}
            </>
          )}
          sort={{ ordering, allowed: ORDER_ORDERING[kind], onSort: sortTo }}
          rowClassName={(row) => {
            const shown = colours ? rowState(row as RowFacts, now) : null;
            return shown ? ROW_STATE_CLASSES[shown] : undefined;
          }}
        />
        <Pagination className="mt-6" page={page} totalPages={pages} hrefFor={hrefFor} onSelect={setPage} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={`${kind}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
          className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 md:hidden"
        >
          Filters{active > 0 && ` (${active})`}
        </button>
        <label className="flex flex-col text-sm font-medium text-gray-800">
          Sort by
          <select
            value={ordering}
            onChange={(event) => sortTo(event.target.value)}
            className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm"
          >
            {ORDER_ORDERING[kind].map((value) => (
              <option key={value} value={value}>
                {orderingLabel(kind, value)}
              </option>
            ))}
          </select>
        </label>
        <CsvLink kind={kind} params={exportApiParams(state, now)} noun={noun[1]} />
      </div>
      <div
        id={`${kind}-filters`}
        className={`${filtersOpen ? 'block' : 'hidden'} rounded-xl border border-gray-200 bg-white p-4 md:block`}
      >
        <FilterForm kind={kind} state={state} lookups={lookups} onApply={apply} onReset={reset} />
      </div>
      {colours && <RowStateLegend />}
      {body}
    </div>
  );
}

function CsvLink({ kind, params, noun }: { kind: OrderKind; params: Record<string, string>; noun: string }) {
  const download = useDownloadOrderRecordsCsv(kind);
  const failed = download.isError ? parseApiError(download.error) : null;
  return (
    <div className="ml-auto text-sm">
      <a
        href={orderRecordsCsvPath(kind, params)}
        aria-disabled={download.isPending || undefined}
        onClick={(event) => {
          // The API wants the bearer token, which a plain link does not send: fetch it and save the file.
          event.preventDefault();
          if (!download.isPending) download.mutate({ params, fileName: `${kind}-${businessDay(Date.now())}.csv` });
        }}
        className="inline-flex items-center rounded-md border border-gray-300 bg-white px-3 py-2 font-semibold text-gray-800 hover:bg-gray-50"
      >
        {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
      </a>
      {failed && (
        <p role="alert" className="mt-1 text-primary-700">
          {failed.status === 403 ? `You may not export ${noun}.` : `The CSV of ${noun} could not be made. Try again.`}
        </p>
      )}
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  // As tall as a page of rows, so the page does not jump when they arrive.
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-lg bg-gray-200/70" />
      ))}
    </div>
  );
}
