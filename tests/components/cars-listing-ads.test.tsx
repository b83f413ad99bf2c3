import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carKeys } from '@/features/cars/api/car-keys';
import { CarListing } from '@/features/cars/components/car-listing';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';
import type { Ad } from '@/lib/contract/ads';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { camry, facets } from './cars-fixtures';

installMswServer();

const ad = (id: number, title: string, link: string): Ad => ({
  id,
  kind: 'ad',
  title,
  subtitle: 'Alternators, radiators and more',
  image: `http://localhost/media/ads/${id}.svg`,
  link,
  placement: 'listing',
  sort_order: id,
});
const parts = ad(1, 'Used parts in stock', '/parts/');
const classics = ad(2, 'Classic cars', '/cars/classic-cars/');

// Two requests must settle before the ad shows: allow for a busy machine.
const SLOW_MS = 4000;

let adRequests: URLSearchParams[];

function listWith(count: number) {
  const results = Array.from({ length: count }, (_, i) => ({
    ...camry,
    id: i + 1,
    vehicle_name: `Car number ${i + 1}`,
  }));
  return http.get('*/api/cars/filter/', () => HttpResponse.json({ count: 45, next: null, previous: null, results }));
}

beforeEach(() => {
  adRequests = [];
  window.scrollTo = vi.fn();
  server.use(http.get('*/api/cars/search-filter-data-v3/:type/', () => HttpResponse.json(facets)));
});

const adsAnswer = (answer: () => Response) =>
  http.get('*/api/ads/', ({ request }) => {
    adRequests.push(new URL(request.url).searchParams);
    return answer();
  });

/** The headings of the result grid's items, in order: car names and ad titles. */
async function gridItems(): Promise<string[]> {
  const results = screen.getByRole('region', { name: 'Results' });
  await within(results).findByRole('link', { name: /Car number 1\b/ }, { timeout: SLOW_MS });
  const list = within(results).getAllByRole('list')[0]!;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent ?? '');
}

describe('sponsored cards on listing pages', () => {
  it("shows a 'listing' ad after the 8th car, linking to the advertiser", async () => {
    server.use(
      listWith(10),
      adsAnswer(() => HttpResponse.json([parts, classics])),
    );
    setLocation('/cars');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    // Named by the words it shows, first of all "Sponsored".
    const sponsored = await screen.findByRole(
      'link',
      { name: /^Sponsored Used parts in stock\b/ },
      { timeout: SLOW_MS },
    );
    expect(sponsored).toHaveAttribute('href', '/parts/');
    expect(sponsored).toHaveAttribute('rel', 'sponsored');
    expect(within(sponsored).getByText('Sponsored')).toBeInTheDocument();
    const items = await gridItems();
    expect(items).toHaveLength(11);
    expect(items[7]).toBe('Car number 8');
    expect(items[8]).toBe('Used parts in stock');
    expect(adRequests.map((p) => p.get('placement'))).toEqual(['listing']);
  });

  it('takes turns between ads as pages change, and goes last on a short page', async () => {
    server.use(
      listWith(3),
      adsAnswer(() => HttpResponse.json([parts, classics])),
    );
    setLocation('/cars?page=2');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    await screen.findByRole('link', { name: /^Sponsored Classic cars\b/ }, { timeout: SLOW_MS });
    expect((await gridItems()).at(-1)).toBe('Classic cars');
  });

  it('shows no ad when there is none or the request fails', async () => {
    server.use(
      listWith(10),
      adsAnswer(() => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    setLocation('/cars');
    const { queryClient } = renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    await vi.waitFor(() => expect(queryClient.getQueryState(carKeys.listingAds())?.status).toBe('error'), {
      timeout: SLOW_MS,
    });
    expect(adRequests).toHaveLength(1);
    expect(await gridItems()).toHaveLength(10);
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
  });

  it('shows no ad when none is placed on listings', async () => {
    server.use(
      listWith(10),
      adsAnswer(() => HttpResponse.json([])),
    );
    setLocation('/cars');
    const { queryClient } = renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    await vi.waitFor(() => expect(queryClient.getQueryState(carKeys.listingAds())?.status).toBe('success'), {
      timeout: SLOW_MS,
    });
    expect(await gridItems()).toHaveLength(10);
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
  });
});
