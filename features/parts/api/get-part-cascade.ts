// GET /api/parts/makes/ … /sub-categories/: one level of the make → year → model → engine → category →
// sub-category cascade, narrowed by the choices above it (and the catalogue's source).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { partCascadePath, type PartCascade, type PartCascadePath, type PartSource } from '@/lib/contract/parts';
import { partKeys } from './part-keys';

export async function getPartCascade(
  path: PartCascadePath,
  source: PartSource | undefined,
  client: ApiClient = api,
): Promise<PartCascade> {
  const { data } = await client.get<PartCascade>(`/api${partCascadePath(path)}`, {
    params: source ? { source } : {},
  });
  return data;
}

// The lists change only when parts are added, so a visitor going back and forth never waits for one twice.
const CASCADE_STALE_MS = 5 * 60_000;

export const getPartCascadeQueryOptions = (path: PartCascadePath, source: PartSource | undefined, client?: ApiClient) =>
  queryOptions({
    queryKey: partKeys.cascade(path, source),
    queryFn: () => getPartCascade(path, source, client),
    staleTime: CASCADE_STALE_MS,
  });

/** `path` null: a level whose parent is not chosen yet; nothing is fetched. */
export function usePartCascade(path: PartCascadePath | null, source: PartSource | undefined) {
  return useQuery({ ...getPartCascadeQueryOptions(path ?? {}, source), enabled: path !== null });
}
