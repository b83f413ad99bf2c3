// Spec §9 pagination: the first and last page, two either side of the current one, and ellipses for the gaps.

export type PageItem = number | 'ellipsis';

const SIBLINGS = 2;

/**
 * `paginationRange(6, 20)` → `[1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]`. A gap of a single page shows that
 * page instead of an ellipsis, since the ellipsis would take the same room. Out-of-range `current` is clamped.
 * `moreAfter`: pages past `totalPages` may exist but are not known (an estimated count, decision 068), so the range
 * runs to `totalPages` and ends in an ellipsis instead of a last page.
 */
export function paginationRange(current: number, totalPages: number, moreAfter = false): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const start = Math.max(2, page - SIBLINGS);
  const end = Math.min(moreAfter ? totalPages : totalPages - 1, page + SIBLINGS);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (moreAfter) return [...items, 'ellipsis'];
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('ellipsis');
  if (totalPages > 1) items.push(totalPages);
  return items;
}

/** DRF pages: how many pages `count` results fill at `pageSize` per page (at least one). */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));
