// Query keys of the parts feature's reads, from one factory so server prefetch and client hooks always agree.
import type { PartCascadePath, PartListQuery, PartSource } from '@/lib/contract/parts';

export const partKeys = {
  all: ['parts'] as const,
  list: (query: PartListQuery) => [...partKeys.all, 'list', query] as const,
  cascade: (path: PartCascadePath, source: PartSource | undefined) =>
    [...partKeys.all, 'cascade', source ?? 'all', path] as const,
  detail: (id: number) => [...partKeys.all, 'detail', id] as const,
  orders: (page: number) => [...partKeys.all, 'orders', page] as const,
};
