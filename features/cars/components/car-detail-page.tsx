// Server side of /cars/{id} and /cars/local/{id}: one cached fetch shared by metadata and page, JSON-LD, 404s.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { Gallery } from '@/components/ui/gallery';
import { CarIcon } from '@/components/ui/icons';
import { KhrPrice } from '@/components/ui/khr-price';
import { JsonLdScript } from '@/components/ui/json-ld-script';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import type { CarDetail } from '@/lib/contract/cars';
import { formatDateTime } from '@/lib/dates';
import { formatUsd } from '@/lib/price';
import { parseCarKey } from '@/lib/contract/car-pages';
import { metaDescription } from '@/lib/meta-description';
import { absoluteUrl } from '@/lib/site-url';
import { contactLinks } from '@/lib/contact-links';
import { carKeys } from '../api/car-keys';
import { getCar } from '../api/get-car';
import { carJsonLd } from '../utils/car-json-ld';
import { priceDrop } from '../utils/price-drop';
import { carHref } from '@/lib/contract/car-pages';
import { CarContactBar } from './car-contact-bar';
import { CarDealerCard } from './car-dealer-card';
import { CarSaveButton } from './car-save-button';
import { CarSpecs } from './car-specs';
import { InspectionSummary } from './inspection-summary';
import { SimilarCars } from './similar-cars';
import { errorStatus } from '@/lib/api/http-client';

/** The car of a route segment (numeric id or slug), or null when there is none; fetched once per request. */
export const loadCar = cache(async (segment: string): Promise<CarDetail | null> => {
  const key = parseCarKey(segment);
  if (key === null) return null;
  try {
    return await getCar(key, await getServerApi());
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
});

export async function carDetailMetadata(segment: string): Promise<Metadata> {
  const car = await loadCar(segment);
  if (!car) return { title: 'Car not found' };
  const url = absoluteUrl(carHref(car));
  const description = metaDescription(
    `${car.vehicle_name} for ${formatUsd(car.price)}${car.location ? ` in ${car.location}` : ''}. ${car.description}`,
  );
  return {
    title: `${car.vehicle_name} for ${formatUsd(car.price)}`,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: car.vehicle_name,
      description,
      url,
      type: 'website',
      images: car.images.slice(0, 1).map((image) => image.image),
    },
  };
}

/**
 * `chatAction` renders the "chat about this car" control (the chat feature's, composed by the route), `barChat` its
 * compact form in the contact bar on phones; `costPanel` the
 * estimate of its cost delivered in Phnom Penh (the pricing feature's).
 */
export async function CarDetailPage({
  segment,
  chatAction,
  barChat,
  costPanel,
}: {
  segment: string;
  chatAction?: (carId: number) => ReactNode;
  barChat?: (carId: number) => ReactNode;
  costPanel?: (car: CarDetail) => ReactNode;
}) {
  const car = await loadCar(segment);
  if (!car) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const queryClient = makeQueryClient();
  queryClient.setQueryData(carKeys.detail(car.id), car);
  const drop = priceDrop(car.price_history);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <JsonLdScript data={carJsonLd(car, absoluteUrl(carHref(car)))} nonce={nonce} />
      <article className="mx-auto w-full max-w-7xl px-4 py-8">
        <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Gallery
            images={car.images.map(({ image, width, height }) => ({ src: image, width, height }))}
            name={car.vehicle_name}
            placeholder={<CarIcon className="size-20" />}
          />
          <div className="space-y-5">
            <header>
              <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{car.vehicle_name}</h1>
              {car.location && <p className="mt-1 text-gray-600">{car.location}</p>}
              <p className="mt-3 text-3xl font-bold text-primary">{formatUsd(car.price)}</p>
              <KhrPrice usd={car.price} className="mt-1 text-gray-600" />
              <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
                {car.is_featured && <span className="rounded-md bg-primary px-2 py-0.5 text-white">Featured</span>}
                {drop !== null && (
                  <span className="rounded-md bg-green-100 px-2 py-0.5 text-green-800">
                    Price dropped {formatUsd(drop)}
                  </span>
                )}
                {car.auction_ends_at && (
                  <span className="rounded-md bg-amber-100 px-2 py-0.5 text-amber-900">
                    Auction ends {formatDateTime(car.auction_ends_at)}
                  </span>
                )}
                {car.status !== 'active' && <span className="rounded-md bg-gray-800 px-2 py-0.5 text-white">Sold</span>}
              </div>
            </header>
            <div className="flex flex-wrap gap-3">
              <CarSaveButton carId={car.id} />
              {chatAction?.(car.id)}
            </div>
            {car.dealer && <CarDealerCard dealer={car.dealer} />}
            <InspectionSummary carId={car.id} report={car.inspection} />
            {costPanel?.(car)}
            {car.vin && (
              <Link
                href={`/cars/autocheck/${car.id}`}
                className="block text-sm font-semibold text-primary-700 hover:underline"
              >
                Get the vehicle history report for this car
              </Link>
            )}
          </div>
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-8">
            <section aria-labelledby="specs-title">
              <h2 id="specs-title" className="mb-3 text-xl font-semibold text-gray-900">
                Specifications
              </h2>
              <CarSpecs car={car} />
            </section>
            {car.description && (
              <section aria-labelledby="about-title">
                <h2 id="about-title" className="mb-3 text-xl font-semibold text-gray-900">
                  About this car
                </h2>
                <p className="leading-relaxed whitespace-pre-line text-gray-700">{car.description}</p>
              </section>
            )}
          </div>
          <div className="space-y-8">
            {car.video && (
              <section aria-labelledby="video-title">
                <h2 id="video-title" className="mb-3 text-xl font-semibold text-gray-900">
                  Video
                </h2>
                <iframe
                  src={car.video}
                  title={`Video of the ${car.vehicle_name}`}
                  loading="lazy"
                  allow="encrypted-media; picture-in-picture"
                  allowFullScreen
                  className="aspect-video w-full rounded-xl border-0"
                />
              </section>
            )}
            {car.files.length > 0 && (
              <section aria-labelledby="files-title">
                <h2 id="files-title" className="mb-3 text-xl font-semibold text-gray-900">
                  Documents
                </h2>
                <ul className="space-y-1">
                  {car.files.map((file) => (
                    <li key={file.file}>
                      <a
                        href={file.file}
                        className="text-sm font-semibold text-primary-700 hover:underline"
                        target="_blank"
                        rel="noopener"
                      >
                        {file.name || file.file.split('/').pop()}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
        <SimilarCars carId={car.id} makeName={car.make_name} />
      </article>
      <CarContactBar {...contactLinks(process.env)} chat={barChat?.(car.id)} />
    </HydrationBoundary>
  );
}
