'use client';
// One kind's list page body: a DRF page of records (page in the URL), with its loading, error and empty states, the
// count, the table or cards, and spec §9 pagination. Each kind's list passes its columns.
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { parseApiError } from '@/lib/api/errors';
import { ORDERS_PAGE_SIZE, type OrderKind, type OrderRecord } from '@/lib/contract/orders';
import { pageCount } from '@/lib/pagination-range';
import { useUrlPage } from '@/lib/use-url-page';
import { useOrderRecords } from '../api/get-order-records';
import { readListPage, recordListParams } from './records-list-params';
import { RecordsTable, type RecordColumn } from './records-table';
import type { ReactNode } from 'react';

interface RecordsListProps<K extends OrderKind> {
  kind: K;
  /** The page the server rendered (the URL's ?page=). */
  page: number;
  /** Singular and plural, lower case: "purchase", "purchases". */
  noun: readonly [string, string];
  caption: string;
  emptyText: string;
  titleHeader: string;
  title: (row: OrderRecord<K>) => ReactNode;
  subtitle?: (row: OrderRecord<K>) => ReactNode;
  href: (row: OrderRecord<K>) => string;
  columns: RecordColumn<OrderRecord<K>>[];
}

export function RecordsList<K extends OrderKind>({ kind, page, noun, emptyText, ...table }: RecordsListProps<K>) {
  const { page: shownPage, pathname, hrefFor, select: selectPage } = useUrlPage(page, readListPage);
  const records = useOrderRecords(kind, recordListParams(shownPage));

  if (records.isPending) return <RecordsSkeleton label={`Loading ${noun[1]}`} />;
  if (records.isError) {
    const info = parseApiError(records.error);
    const message =
      info.status === 404
        ? `This page of ${noun[1]} is empty.`
        : info.status === 403
          ? `You do not have access to ${noun[1]}.`
          : `The ${noun[1]} could not be loaded. Please try again.`;
    return (
      <div role="alert" className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">{message}</p>
        <div className="mt-3 flex justify-center gap-4">
          {info.status !== 403 && (
            <button
              type="button"
              onClick={() => void records.refetch()}
              className="font-semibold text-primary-700 hover:underline"
            >
              Try again
            </button>
          )}
          {shownPage > 1 && (
            <Link href={pathname} className="font-semibold text-primary-700 hover:underline">
              Go to the first page
            </Link>
          )}
        </div>
      </div>
    );
  }
  const { count, results } = records.data;
  if (count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">{emptyText}</p>
      </div>
    );
  }

  return (
    <div aria-busy={records.isPlaceholderData || undefined}>
      <p role="status" className="mb-3 text-sm text-gray-700">
        {count} {count === 1 ? noun[0] : noun[1]}
        {count > ORDERS_PAGE_SIZE && ` · page ${shownPage} of ${pageCount(count, ORDERS_PAGE_SIZE)}`}
      </p>
      <RecordsTable rows={results} {...table} />
      <Pagination
        className="mt-6"
        page={shownPage}
        totalPages={pageCount(count, ORDERS_PAGE_SIZE)}
        hrefFor={hrefFor}
        onSelect={selectPage}
      />
    </div>
  );
}

function RecordsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-lg bg-gray-200/70" />
      ))}
    </div>
  );
}
