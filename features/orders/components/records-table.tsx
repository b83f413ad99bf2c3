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
}

export function RecordsTable<T extends { id: number }>({
  caption,
  rows,
  title,
  titleHeader,
  subtitle,
  href,
  columns,
}: RecordsTableProps<T>) {
  const link = (row: T) => (
    <Link
      href={href(row)}
      className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {title(row)}
    </Link>
  );

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white sm:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 whitespace-nowrap">
                {titleHeader}
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={clsx('px-3 py-2.5 whitespace-nowrap', column.numeric && 'text-right')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-gray-50">
                <th scope="row" className="px-3 py-2.5 text-left align-top font-normal whitespace-nowrap">
                  {link(row)}
                  {subtitle && <div className="mt-0.5 text-xs text-gray-500">{subtitle(row)}</div>}
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
          <li key={row.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <div className="text-base">{link(row)}</div>
            {subtitle && <div className="mt-0.5 text-xs text-gray-500">{subtitle(row)}</div>}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-gray-500">{column.header}</dt>
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
