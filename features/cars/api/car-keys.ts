// Query keys of the cars feature's reads, from one factory so server prefetch and client hooks always agree.
export const carKeys = {
  all: ['cars'] as const,
  list: (path: string, params: Record<string, string>) => [...carKeys.all, 'list', path, params] as const,
  facets: (type: string, params: Record<string, string>) => [...carKeys.all, 'facets', type, params] as const,
  suggestions: (q: string) => [...carKeys.all, 'suggestions', q] as const,
  detail: (id: number) => [...carKeys.all, 'detail', id] as const,
  saved: (page: number) => [...carKeys.all, 'saved', page] as const,
  dealer: (id: number) => [...carKeys.all, 'dealer', id] as const,
  listingAds: () => [...carKeys.all, 'listing-ads'] as const,
};
