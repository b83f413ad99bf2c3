// Server side of /parts/{id}: one cached fetch shared by metadata and page, JSON-LD Product/Offer, 404s.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Gallery } from '@/components/ui/gallery';
import { BoxIcon } from '@/components/ui/icons';
import { JsonLdScript } from '@/components/ui/json-ld-script';
import { errorStatus } from '@/lib/api/http-client';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import type { PartDetail } from '@/lib/contract/parts';
import { formatUsd } from '@/lib/price';
import { parseRouteId } from '@/lib/route-id';
import { absoluteUrl } from '@/lib/site-url';
import { getPart } from '../api/get-part';
import { partKeys } from '../api/part-keys';
import { partJsonLd } from '../utils/part-json-ld';
import { partHref } from '../utils/part-filters';
import { PartDetailSummary } from './part-detail-summary';
import { PartGrid } from './part-grid';

/** The part of a route segment, or null when there is none; fetched once per request. */
const loadPart = cache(async (segment: string): Promise<PartDetail | null> => {
  const id = parseRouteId(segment);
  if (id === null) return null;
  try {
    return await getPart(id, await getServerApi());
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
});

const vehicleOf = (part: PartDetail) => `${part.year} ${part.make} ${part.model}`;

export async function partDetailMetadata(segment: string): Promise<Metadata> {
  const part = await loadPart(segment);
  if (!part) return { title: 'Part not found' };
  const url = absoluteUrl(partHref(part));
  const title = `${part.name} for ${vehicleOf(part)} — ${formatUsd(part.price)}`;
  const description =
    `${part.condition} ${part.name.toLowerCase()} for the ${vehicleOf(part)} ${part.engine}. ${part.description}`.slice(
      0,
      300,
    );
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'website', images: part.images.slice(0, 1) },
  };
}

export async function PartDetailPage({ segment }: { segment: string }) {
  const part = await loadPart(segment);
  if (!part) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const queryClient = makeQueryClient();
  queryClient.setQueryData(partKeys.detail(part.id), part);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <JsonLdScript data={partJsonLd(part, absoluteUrl(partHref(part)))} nonce={nonce} />
      <article className="mx-auto w-full max-w-7xl px-4 py-8">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-600">
          <Link href="/parts/" className="hover:underline">
            Parts
          </Link>
          <span aria-hidden="true"> / </span>
          <Link
            href={`/parts/?make=${encodeURIComponent(part.make)}&year=${part.year}&model=${encodeURIComponent(part.model)}`}
            className="hover:underline"
          >
            {vehicleOf(part)}
          </Link>
        </nav>
        <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Gallery
            images={part.images.map((src) => ({ src }))}
            name={part.name}
            placeholder={<BoxIcon className="size-20" />}
          />
          <PartDetailSummary partId={part.id} />
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {part.description && (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="mb-3 text-xl font-semibold text-gray-900">
                About this part
              </h2>
              <p className="leading-relaxed whitespace-pre-line text-gray-700">{part.description}</p>
            </section>
          )}
          <section aria-labelledby="fits-title">
            <h2 id="fits-title" className="mb-3 text-xl font-semibold text-gray-900">
              Fits these vehicles
            </h2>
            <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
              {part.fits.map((fit) => (
                <li
                  key={`${fit.make}|${fit.year}|${fit.model}|${fit.engine}`}
                  className="flex flex-wrap justify-between gap-x-3 px-4 py-2.5 text-sm"
                >
                  <span className="font-medium text-gray-900">
                    {fit.year} {fit.make} {fit.model}
                  </span>
                  <span className="text-gray-600">{fit.engine}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {part.related.length > 0 && (
          <section aria-labelledby="related-title" className="mt-12">
            <h2 id="related-title" className="mb-4 text-xl font-semibold text-gray-900">
              More parts for the {vehicleOf(part)}
            </h2>
            <PartGrid parts={part.related} />
          </section>
        )}
      </article>
    </HydrationBoundary>
  );
}
