// DRF page-number pagination: {count, next, previous, results} with absolute links that keep the other params.
import { ApiError } from './errors';

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

/** Django's QueryDict.get: the last value of a repeated parameter. */
function lastParam(url: URL, name: string): string | undefined {
  return url.searchParams.getAll(name).at(-1);
}

function parsePageSize(url: URL, opts: PaginationOptions): number {
  if (!opts.allowPageSize) return opts.defaultPageSize;
  const raw = lastParam(url, 'page_size');
  if (!raw || !/^\d+$/.test(raw)) return opts.defaultPageSize;
  const size = Number(raw);
  if (size < 1) return opts.defaultPageSize;
  return Math.min(size, opts.maxPageSize ?? 100);
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
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const raw = lastParam(url, 'page') ?? '';
  let page: number;
  if (raw === '') page = 1;
  else if (raw === 'last') page = lastPage;
  else if (/^\d+$/.test(raw)) page = Number(raw);
  else throw INVALID_PAGE();
  if (page < 1 || page > lastPage) throw INVALID_PAGE();

  const results =
    page === 1 && total === 0 ? [] : await fetch({ page, pageSize, offset: (page - 1) * pageSize, total });
  return {
    count: total,
    next: page < lastPage ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  };
}

function pageLink(url: URL, page: number): string {
  const link = new URL(url.toString());
  if (page === 1) link.searchParams.delete('page');
  else link.searchParams.set('page', String(page));
  return link.toString();
}
