// DRF page-number pagination: {count, next, previous, results} with absolute links that keep the other params.
import { ApiError } from './errors';
import { queryValue } from './filters';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
  /** The count of every match, already known when the page is read. */
  total: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PaginationOptions {
  defaultPageSize: number;
  /** Whether `?page_size=` is honoured (chats, messages, employees). */
  allowPageSize?: boolean;
  maxPageSize?: number;
}

const INVALID_PAGE = () => ApiError.notFound('Invalid page.');

function parsePageSize(url: URL, opts: PaginationOptions): number {
  if (!opts.allowPageSize) return opts.defaultPageSize;
  const raw = queryValue(url, 'page_size');
  if (!raw || !/^\d+$/.test(raw)) return opts.defaultPageSize;
  const size = Number(raw);
  if (size < 1) return opts.defaultPageSize;
  return Math.min(size, opts.maxPageSize ?? 100);
}

/** The page asked for, as DRF reads it: empty or missing is 1, `last` stays a word; anything else is 404 "Invalid page.". */
function requestedPage(url: URL): number | 'last' {
  const raw = queryValue(url, 'page') ?? '';
  if (raw === '') return 1;
  if (raw === 'last') return raw;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw INVALID_PAGE();
  return Number(raw);
}

/**
 * Runs `count` and then `fetch` for the requested page, validating the page number as DRF does:
 * empty or missing is 1, `last` is the last page, anything else invalid or past the end is 404 "Invalid page.".
 */
export async function paginate<T>(
  url: URL,
  opts: PaginationOptions,
  count: () => Promise<number>,
  fetch: (req: PageRequest) => Promise<T[]>,
): Promise<Page<T>> {
  const pageSize = parsePageSize(url, opts);
  const requested = requestedPage(url);
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = requested === 'last' ? lastPage : requested;
  if (page > lastPage) throw INVALID_PAGE();

  const results =
    page === 1 && total === 0 ? [] : await fetch({ page, pageSize, offset: (page - 1) * pageSize, total });
  return {
    count: total,
    next: page < lastPage ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  };
}

/** A count that may stop short of every match (decision 068). */
export interface BoundedCount {
  count: number;
  /** `count` is an estimate: more matched than the exact count goes up to. */
  estimate: boolean;
}

export interface BoundedPage<T> extends Page<T> {
  count_is_estimate: boolean;
}

/**
 * DRF pages over a count that is exact only up to a bound (decision 068). The page is read with one row more than it
 * shows, and `next` is that row, not the count. With an exact count, pages past its last are 404 before any reading,
 * as `paginate` does; with an estimate, `last` is counted exactly (`exactCount`) and answers as an exact page, and a
 * numbered page is read and is 404 when it has no rows (the estimate cannot say where the end is).
 */
export async function paginateBounded<T>(
  url: URL,
  opts: PaginationOptions,
  count: () => Promise<BoundedCount>,
  exactCount: () => Promise<number>,
  fetch: (rows: { limit: number; offset: number }) => Promise<T[]>,
): Promise<BoundedPage<T>> {
  const pageSize = parsePageSize(url, opts);
  const requested = requestedPage(url);
  let counted = await count();
  if (requested === 'last' && counted.estimate) counted = { count: await exactCount(), estimate: false };
  const lastPage = Math.max(1, Math.ceil(counted.count / pageSize));
  const page = requested === 'last' ? lastPage : requested;
  if (!counted.estimate && page > lastPage) throw INVALID_PAGE();

  const rows =
    page === 1 && counted.count === 0 ? [] : await fetch({ limit: pageSize + 1, offset: (page - 1) * pageSize });
  if (page > 1 && rows.length === 0) throw INVALID_PAGE();
  return {
    count: counted.count,
    count_is_estimate: counted.estimate,
    next: rows.length > pageSize ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results: rows.slice(0, pageSize),
  };
}

function pageLink(url: URL, page: number): string {
  const link = new URL(url.toString());
  if (page === 1) link.searchParams.delete('page');
  else link.searchParams.set('page', String(page));
  return link.toString();
}
