import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarListing } from '@/features/cars/components/car-listing';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { camry, facets } from './cars-fixtures';

installMswServer();

let listRequests: URLSearchParams[];
let pushState: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  listRequests = [];
  pushState = vi.spyOn(window.history, 'pushState');
  window.scrollTo = vi.fn();
  server.use(
    http.get('*/api/cars/filter/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const count = params.get('make_name') === 'Nobody' ? 0 : 95;
      return HttpResponse.json({ count, next: null, previous: null, results: count ? [camry] : [] });
    }),
    http.get('*/api/cars/search-filter-data-v3/:type/', () => HttpResponse.json(facets)),
    http.get('*/api/ads/', () => HttpResponse.json([])),
  );
});

afterEach(() => pushState.mockRestore());

/** The URL the last pushState went to. */
const lastUrl = () => String(pushState.mock.lastCall?.[2]);

describe('CarListing', () => {
  it('sends the URL filters to the API and shows the count, cards and pages', async () => {
    setLocation('/cars?make_name=Toyota&page=2&utm_source=mail');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(await screen.findByRole('link', { name: /2020 Toyota Camry SE/ })).toHaveAttribute('href', '/cars/7');
    expect(screen.getByRole('status')).toHaveTextContent('95 cars found');
    expect(Object.fromEntries(listRequests[0]!)).toEqual({ make_name: 'Toyota', page: '2' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/cars?make_name=Toyota&page=5',
    );
  });

  it('puts a new make in the URL, dropping the page and the old model', async () => {
    setLocation('/cars?make_name=Toyota&model_name=Camry&page=3');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await within(filters).findByRole('option', { name: 'Honda' });

    await user.selectOptions(within(filters).getByLabelText('Make'), 'Honda');

    expect(lastUrl()).toBe('/cars?make_name=Honda');
  });

  it('strips $ and commas from a typed price and applies it when leaving the field', async () => {
    setLocation('/cars');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);
    const filters = screen.getByRole('complementary', { name: 'Filters' });

    await user.type(within(filters).getByLabelText('Min price'), '$25,000');
    expect(pushState).not.toHaveBeenCalled();
    await user.tab();

    expect(lastUrl()).toBe('/cars?price__gte=25000');
  });

  it('treats a cleared filter and "Higher" as no bound', async () => {
    setLocation('/cars?price__lte=30000&year__gte=2015');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);
    const filters = screen.getByRole('complementary', { name: 'Filters' });

    await user.clear(within(filters).getByLabelText('Max price'));
    await user.type(within(filters).getByLabelText('Max price'), 'Higher{Enter}');

    expect(lastUrl()).toBe('/cars?year__gte=2015');
  });

  it('keeps the filters when sorting', async () => {
    setLocation('/cars?make_name=Toyota&page=4');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price Lowest');

    expect(lastUrl()).toBe('/cars?make_name=Toyota&ordering=price');
  });

  it('suggests widening the search when nothing matches', async () => {
    setLocation('/cars?make_name=Nobody');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(await screen.findByText('No cars match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(lastUrl()).toBe('/cars');
  });
});

describe('CarListing with an estimated count', () => {
  /** The API's page `page` of a make with about 27,000 cars, of which `last` pages exist. */
  function estimatedListing(last: number) {
    server.use(
      http.get('*/api/cars/filter/', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const link = (n: number) => `http://api.test/api/cars/filter/?make_name=Toyota&page=${n}`;
        return HttpResponse.json({
          count: 27_000,
          count_is_estimate: true,
          next: page < last ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: [camry],
        });
      }),
    );
  }

  it('says "about" and links only to the pages known to exist, with no last page', async () => {
    estimatedListing(1_350);
    setLocation('/cars?make_name=Toyota&page=6');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(await screen.findByRole('link', { name: /2020 Toyota Camry SE/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('About 27,000 cars found');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(pages)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '7']);
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/cars?make_name=Toyota&page=7');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/cars?make_name=Toyota&page=5',
    );
  });

  it('ends at the page the API gave no next link for', async () => {
    estimatedListing(9);
    setLocation('/cars?make_name=Toyota&page=9');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(await screen.findByRole('link', { name: /2020 Toyota Camry SE/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Page 10' })).toBeNull();
  });
});

describe('CarListing price bounds', () => {
  it('shows an applied bound the way the labels write it', () => {
    setLocation('/cars?price__gte=25000');
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByLabelText('Min price')).toHaveValue(
      '$25,000',
    );
  });
});

describe('CarListing on a phone', () => {
  let facetRequests: number;
  beforeEach(() => {
    facetRequests = 0;
    server.use(
      http.get('*/api/cars/search-filter-data-v3/:type/', () => {
        facetRequests += 1;
        return HttpResponse.json(facets);
      }),
    );
    // Below the 992 px breakpoint: the sidebar is hidden, the filters live in the drawer.
    window.matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('loads the filter options when the drawer opens, not with the page', async () => {
    setLocation('/cars');
    const user = userEvent.setup();
    renderWithProviders(<CarListing kind={LISTING_KINDS.all} />);

    expect(await screen.findByRole('link', { name: /2020 Toyota Camry SE/ })).toBeInTheDocument();
    expect(facetRequests).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter cars' });
    expect(await within(drawer).findByRole('option', { name: 'Honda' })).toBeInTheDocument();
    expect(facetRequests).toBe(1);
  });
});
