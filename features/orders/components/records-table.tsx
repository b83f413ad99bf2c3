// A page of records two ways: a table from 768 px (scrolling sideways when its columns need more room) and stacked
// cards on phones; the first column links to the record either way, so the list works from the keyboard.
import Link from 'next/link';
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
  /** The `?ordering=` field this column sorts by (staff lists), e.g. `date`. */
  sort?: string;
}

/** Server-side ordering (staff lists): the current `?ordering=` and how to change it. */
export interface TableSort {
  ordering: string;
  /** The orderings the kind accepts (ORDER_ORDERING); a column sorts only by these. */
  allowed: readonly string[];
  onSort: (ordering: string) => void;
}

interface RecordsTableProps<T extends { id: number }> {
  /** The table's name for screen readers, e.g. "Purchases". */
  caption: string;
  rows: T[];
  /** The record's own link text (car, container number…): the first column and each card's title. */
  title: (row: T) => ReactNode;
  titleHeader: string;
  /** A second line under the link (VIN, lot), kept out of the link's name. */
  subtitle?: (row: T) => ReactNode;
  href: (row: T) => string;
  columns: RecordColumn<T>[];
  sort?: TableSort;
  /** A row's colour (staff lists' row states); the row says the same in words elsewhere. */
  rowClassName?: (row: T) => string | undefined;
}

export function RecordsTable<T extends { id: number }>({
  caption,
  rows,
  title,
  titleHeader,
  subtitle,
  href,
  columns,
  sort,
  rowClassName,
}: RecordsTableProps<T>) {
  const link = (row: T) => (
    <Link href={href(row)} className="font-semibold text-primary-700 hover:underline">
      {title(row)}
    </Link>
  );

  return (
    <>
      <div
        className={clsx(
          'hidden overflow-x-auto rounded-xl border border-gray-200 bg-white sm:block',
          // Long staff pages scroll inside the box so the header row stays in view.
          sort && 'max-h-[75vh] overflow-y-auto',
        )}
      >
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead
            className={clsx(
              'bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase',
              sort && 'sticky top-0 z-10 shadow-[0_1px_0_var(--color-gray-200)]',
            )}
          >
            <tr>
              <th scope="col" className="px-3 py-2.5 whitespace-nowrap">
                {titleHeader}
              </th>
              {columns.map((column) => (
                <ColumnHeader key={column.header} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row) ?? 'hover:bg-gray-50'}>
                <th scope="row" className="px-3 py-2.5 text-left align-top font-normal whitespace-nowrap">
                  {link(row)}
                  {subtitle && <div className="mt-0.5 text-xs text-gray-600">{subtitle(row)}</div>}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={clsx(
                      'px-3 py-2.5 align-top whitespace-nowrap text-gray-800',
                      column.numeric && 'text-right tabular-nums',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={clsx('rounded-xl border border-gray-200 p-4 shadow-sm', rowClassName?.(row) ?? 'bg-white')}
          >
            <div className="text-base">{link(row)}</div>
            {subtitle && <div className="mt-0.5 text-xs text-gray-600">{subtitle(row)}</div>}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-gray-600">{column.header}</dt>
                  <dd className="min-w-0 text-right break-words text-gray-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The sort a header click asks for: the other direction when the column is the current sort, else its first. */
export function nextOrdering(field: string, current: string, allowed: readonly string[]): string | undefined {
  if (current === field && allowed.includes(`-${field}`)) return `-${field}`;
  if (current === `-${field}` && allowed.includes(field)) return field;
  return allowed.find((value) => value.replace(/^-/, '') === field);
}

function ColumnHeader<T>({ column, sort }: { column: RecordColumn<T>; sort: TableSort | undefined }) {
  const field = column.sort;
  const target = field && sort ? nextOrdering(field, sort.ordering, sort.allowed) : undefined;
  const className = clsx('px-3 py-2.5 whitespace-nowrap', column.numeric && 'text-right');
  if (!field || !sort || !target) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const direction = sort.ordering === field ? 'ascending' : sort.ordering === `-${field}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={className}>
      <button
        type="button"
        onClick={() => sort.onSort(target)}
        className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
      >
        {column.header}
        <span aria-hidden="true" className={clsx('text-[10px]', !direction && 'text-gray-300')}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
        <span className="sr-only">, sort {target.startsWith('-') ? 'descending' : 'ascending'}</span>
      </button>
    </th>
  );
}
