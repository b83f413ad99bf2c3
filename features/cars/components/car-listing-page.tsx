// Server side of every car listing route: the first page of results prefetched into the HTML, metadata helpers.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { fromSearchParams } from '@/lib/query-string';
import { metaDescription } from '@/lib/meta-description';
import { absoluteUrl } from '@/lib/site-url';
import { getCarsQueryOptions } from '../api/get-cars';
import { currentPage, pickListingParams, type CarListingKind } from '../utils/listing-kinds';
import { CarListing } from './car-listing';
import { errorStatus } from '@/lib/api/http-client';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface CarListingPageProps {
  kind: CarListingKind;
  title: string;
  description: string;
  searchParams: SearchParams;
  toolbar?: React.ReactNode;
  /** Replaces the title and description, e.g. a dealer's name, address and phone. */
  header?: React.ReactNode;
}

export async function CarListingPage({ kind, title, description, searchParams, toolbar, header }: CarListingPageProps) {
  const params = pickListingParams(fromSearchParams(await searchParams));
  const queryClient = makeQueryClient();
  const options = getCarsQueryOptions(kind, params, await getServerApi());
  await queryClient.prefetchQuery(options);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  // A page number past the end (or junk) is not a page: answer 404 like the API does.
  if (errorStatus(error) === 404) notFound();

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <header className="mb-6">
          {header ?? (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
              <p className="mt-2 max-w-3xl text-gray-600">{description}</p>
            </>
          )}
          {currentPage(params) > 1 && <p className="sr-only">Page {currentPage(params)}</p>}
        </header>
        <CarListing kind={kind} toolbar={toolbar} />
      </div>
    </HydrationBoundary>
  );
}

/**
 * Title, description, canonical URL and Open Graph data of a listing route. Filtered views point at the plain
 * listing; later pages keep their page number, so each page of results stays indexable on its own.
 */
export async function listingMetadata(
  title: string,
  description: string,
  path: string,
  searchParams: SearchParams,
): Promise<Metadata> {
  const page = currentPage(pickListingParams(fromSearchParams(await searchParams)));
  const url = page > 1 ? `${absoluteUrl(path)}?page=${page}` : absoluteUrl(path);
  const summary = metaDescription(description);
  return {
    title,
    description: summary,
    alternates: { canonical: url },
    openGraph: { title, description: summary, url, type: 'website' },
  };
}
