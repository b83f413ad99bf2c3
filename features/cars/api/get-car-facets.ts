// GET /api/cars/search-filter-data-v3/{type}/: makes, models, trims and the other facets of a listing, narrowed by its filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarFacets } from '@/lib/contract/cars';
import type { CarListingKind, ListingParams } from '../utils/listing-kinds';
import { carKeys } from './car-keys';

export async function getCarFacets(
  kind: CarListingKind,
  params: ListingParams,
  client: ApiClient = api,
): Promise<CarFacets> {
  const { data } = await client.get<CarFacets>(
    `/api/cars/search-filter-data-v3/${encodeURIComponent(kind.facetType)}/`,
    {
      params: { ...params, ...kind.fixed },
    },
  );
  return data;
}

/**
 * Facets ignore the page and the sort (paging does not refetch them) and the make/model/trim choice, so the make
 * select keeps offering every make and the chosen make's models come from the same tree.
 */
function facetParams(params: ListingParams): ListingParams {
  const { page: _page, ordering: _ordering, make_name: _make, model_name: _model, trim_name: _trim, ...rest } = params;
  return rest;
}

export const getCarFacetsQueryOptions = (kind: CarListingKind, params: ListingParams, client?: ApiClient) =>
  queryOptions({
    queryKey: carKeys.facets(kind.facetType, { ...facetParams(params), ...kind.fixed }),
    queryFn: () => getCarFacets(kind, facetParams(params), client),
    // Keep the old options on screen while the narrowed ones load, so selects don't empty and refill.
    placeholderData: keepPreviousData,
  });

/** `enabled`: only while the filter panel is drawn (a phone loads them when the drawer opens, not with the page). */
export const useCarFacets = (kind: CarListingKind, params: ListingParams, enabled = true) =>
  useQuery({ ...getCarFacetsQueryOptions(kind, params), enabled });
