// GET /api/cars/search-filter-data-v3/{type}/: makes, models, trims and the other facets of a listing, narrowed by its filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { facetsSchema, type CarFacets } from '@/lib/contract/cars';
import type { CarListingKind, ListingParams } from '../utils/listing-kinds';
import { carKeys } from './car-keys';

export async function getCarFacets(kind: CarListingKind, params: ListingParams, client: AxiosInstance = api): Promise<CarFacets> {
  const { data } = await client.get(`/api/cars/search-filter-data-v3/${encodeURIComponent(kind.facetType)}/`, {
    params: { ...params, ...kind.fixed },
  });
  return facetsSchema.parse(data);
}

/**
 * Facets ignore the page and the sort (paging does not refetch them) and the make/model/trim choice, so the make
 * select keeps offering every make and the chosen make's models come from the same tree.
 */
function facetParams(params: ListingParams): ListingParams {
  const { page: _page, ordering: _ordering, make_name: _make, model_name: _model, trim_name: _trim, ...rest } = params;
  return rest;
}

export const getCarFacetsQueryOptions = (kind: CarListingKind, params: ListingParams, client?: AxiosInstance) =>
  queryOptions({
    queryKey: carKeys.facets(kind.facetType, { ...facetParams(params), ...kind.fixed }),
    queryFn: () => getCarFacets(kind, facetParams(params), client),
    // Keep the old options on screen while the narrowed ones load, so selects don't empty and refill.
    placeholderData: keepPreviousData,
  });

export const useCarFacets = (kind: CarListingKind, params: ListingParams) => useQuery(getCarFacetsQueryOptions(kind, params));
