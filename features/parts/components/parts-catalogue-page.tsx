// Server side of /parts and /parts/us-dealers: the first page of results and the list of every chosen cascade
// level prefetched into the HTML, so a reload shows each select with its choices and the results at once.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { errorStatus } from '@/lib/api/http-client';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import type { PartCascadePath } from '@/lib/contract/parts';
import { fromSearchParams } from '@/lib/query-string';
import { absoluteUrl } from '@/lib/site-url';
import { getPartCascadeQueryOptions } from '../api/get-part-cascade';
import { getPartsQueryOptions } from '../api/get-parts';
import {
  CASCADE_KEYS,
  cascadeParent,
  currentPage,
  partListQuery,
  pickPartFilters,
  type PartCatalogue,
} from '../utils/part-filters';
import { PartsCatalogue } from './parts-catalogue';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface PartsCataloguePageProps {
  catalogue: PartCatalogue;
  title: string;
  description: string;
  searchParams: SearchParams;
}

export async function PartsCataloguePage({ catalogue, title, description, searchParams }: PartsCataloguePageProps) {
  const filters = pickPartFilters(fromSearchParams(await searchParams));
  const queryClient = makeQueryClient();
  const api = await getServerApi();
  const list = getPartsQueryOptions(partListQuery(catalogue, filters), api);
  // Every select whose parent is chosen shows its list: the first one plus one per chosen level.
  const levels = CASCADE_KEYS.map((level) => cascadeParent(level, filters)).filter(
    (path): path is PartCascadePath => path !== null,
  );
  await Promise.all([
    queryClient.prefetchQuery(list),
    ...levels.map((path) => queryClient.prefetchQuery(getPartCascadeQueryOptions(path, catalogue.source, api))),
  ]);
  // A page number past the end is not a page: answer 404 like the API does.
  if (errorStatus(queryClient.getQueryState(list.queryKey)?.error) === 404) notFound();

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <header className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-3xl text-gray-600">{description}</p>
          {currentPage(filters) > 1 && <p className="sr-only">Page {currentPage(filters)}</p>}
        </header>
        <PartsCatalogue catalogue={catalogue} />
      </div>
    </HydrationBoundary>
  );
}

/**
 * Title, description, canonical URL and Open Graph data of a catalogue route. A filtered view points at the plain
 * catalogue; later pages keep their number, so each page of results stays indexable.
 */
export async function partsCatalogueMetadata(
  title: string,
  description: string,
  path: string,
  searchParams: SearchParams,
): Promise<Metadata> {
  const page = currentPage(pickPartFilters(fromSearchParams(await searchParams)));
  const url = page > 1 ? `${absoluteUrl(path)}?page=${page}` : absoluteUrl(path);
  return {
    title: page > 1 ? `${title} (page ${page})` : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'website' },
  };
}
