'use client';
// The customer's record lists (summary report, car orders, shippings): a search box and a DRF page of records, both
// in the URL, with loading, error and empty states, a table from 768 px or cards on phones, and spec §9 pagination.
import { usePathname, useSearchParams } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { parseApiError } from '@/lib/api/errors';
import { ORDERS_PAGE_SIZE, type OrderKind, type OrderRecord } from '@/lib/contract/orders';
import { pageCount } from '@/lib/pagination-range';
import { withQuery } from '@/lib/query-string';
import { useOrderRecords } from '../api/get-order-records';
import { listRequestParams, readListQuery, type ListQuery } from '../utils/list-query';
import { LoadFailed, EmptyRecords } from './record-states';
import { RecordsTable, type RecordColumn } from './records-table';

interface SearchableRecordsListProps<K extends OrderKind> {
  kind: K;
  /** What the server rendered (the URL's ?page= and ?search=). */
  initial: ListQuery;
  /** Singular and plural, lower case: "car", "cars". */
  noun: readonly [string, string];
  caption: string;
  searchLabel: string;
  /** The short hint inside the box (the label is read out; the hint must fit a phone's box). */
  searchHint: string;
  /** The empty state when the customer has no records at all. */
  empty: { title: string; text: string };
  titleHeader: string;
  title: (row: OrderRecord<K>) => ReactNode;
  href: (row: OrderRecord<K>) => string;
  columns: RecordColumn<OrderRecord<K>>[];
}

export function SearchableRecordsList<K extends OrderKind>(props: SearchableRecordsListProps<K>) {
  const { kind, initial, noun, searchLabel, searchHint, empty, ...table } = props;
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const query = searchParams.size > 0 ? readListQuery(searchParams.get('page'), searchParams.get('search')) : initial;
  const records = useOrderRecords(kind, listRequestParams(query));
  const go = (next: ListQuery) => window.history.pushState(null, '', withQuery(pathname, listRequestParams(next)));
  const hrefFor = (page: number) => withQuery(pathname, listRequestParams({ ...query, page }));

  let body: ReactNode;
  if (records.isPending) {
    body = <ListSkeleton label={`Loading ${noun[1]}`} />;
  } else if (records.isError) {
    const status = parseApiError(records.error).status;
    body =
      status === 404 && query.page > 1 ? (
        <EmptyRecords
          title={`This page of ${noun[1]} is empty.`}
          action={
            <button
              type="button"
              onClick={() => go({ ...query, page: 1 })}
              className="mt-3 font-semibold text-primary-700 hover:underline"
            >
              Go to the first page
            </button>
          }
        />
      ) : (
        <LoadFailed what={`your ${noun[1]}`} onRetry={() => void records.refetch()} />
      );
  } else if (records.data.count === 0) {
    body = query.search ? (
      <EmptyRecords
        title={`No ${noun[1]} match “${query.search}”.`}
        action={
          <button
            type="button"
            onClick={() => go({ page: 1, search: '' })}
            className="mt-3 font-semibold text-primary-700 hover:underline"
          >
            Show all {noun[1]}
          </button>
        }
      />
    ) : (
      <EmptyRecords title={empty.title}>{empty.text}</EmptyRecords>
    );
  } else {
    const { count, results } = records.data;
    const pages = pageCount(count, ORDERS_PAGE_SIZE);
    body = (
      <div aria-busy={records.isPlaceholderData || undefined}>
        <p role="status" className="mb-3 text-sm text-gray-700">
          {count} {count === 1 ? noun[0] : noun[1]}
          {pages > 1 && ` · page ${query.page} of ${pages}`}
        </p>
        <RecordsTable rows={results} {...table} />
        <Pagination
          className="mt-6"
          page={query.page}
          totalPages={pages}
          hrefFor={hrefFor}
          onSelect={(page) => go({ ...query, page })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <SearchBox
        key={query.search}
        label={searchLabel}
        hint={searchHint}
        value={query.search}
        onSearch={(search) => go({ page: 1, search })}
      />
      {body}
    </div>
  );
}

function SearchBox({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="flex max-w-md gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={hint}
        maxLength={100}
        className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-primary-500"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
      >
        <SearchIcon className="size-4" />
        Search
      </button>
    </form>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-lg bg-gray-200/70" />
      ))}
    </div>
  );
}
