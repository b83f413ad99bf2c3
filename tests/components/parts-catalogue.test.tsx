import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartsCatalogue } from '@/features/parts/components/parts-catalogue';
import { ALL_PARTS, US_DEALER_PARTS, type PartCatalogue } from '@/features/parts/utils/part-filters';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { caliper } from './parts-fixtures';

installMswServer();

/** Each cascade list by its path below /api/parts/makes/ (as the browser sent it, still encoded). */
const CASCADE: Record<string, string[]> = {
  '': ['Ford', 'Toyota'],
  'Toyota/years/': ['2018', '2015'],
  'Toyota/years/2018/models/': ['Camry', 'Prius'],
  'Toyota/years/2018/models/Camry/engines/': ['2.5L I4', '3.5L V6'],
  'Toyota/years/2018/models/Prius/engines/': ['1.8L I4 Hybrid'],
  'Toyota/years/2018/models/Camry/engines/2.5L%20I4/categories/': ['Brakes', 'Engine'],
  'Toyota/years/2018/models/Camry/engines/2.5L%20I4/categories/Brakes/sub-categories/': ['Calipers', 'Rotors'],
  'Ford/years/': ['2021'],
  'Ford/years/2021/models/': ['F-150/250 & Co'],
  'Ford/years/2021/models/F-150%2F250%20%26%20Co/engines/': ['5.0L V8'],
};

let cascadeRequests: string[];
let listRequests: Record<string, string>[];
let pushState: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  cascadeRequests = [];
  listRequests = [];
  pushState = vi.spyOn(window.history, 'pushState');
  window.scrollTo = vi.fn();
  server.use(
    http.get(/\/api\/parts\/makes\//, ({ request }) => {
      const url = new URL(request.url);
      // The raw path as sent, so the test sees each segment's encoding.
      const below = request.url.split('/api/parts/makes/')[1]!.split('?')[0]!;
      cascadeRequests.push(`${below}${url.search}`);
      return HttpResponse.json(CASCADE[below] ?? []);
    }),
    http.get('*/api/parts/all/', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      listRequests.push(params);
      const count = params.name__icontains === 'nothing' ? 0 : 45;
      return HttpResponse.json({ count, next: null, previous: null, results: count ? [caliper] : [] });
    }),
  );
});

afterEach(() => pushState.mockRestore());

const lastUrl = () => String(pushState.mock.lastCall?.[2]);

/** Renders the catalogue at `url`; `follow()` moves the mocked router to the last pushed URL, as Next does. */
function renderAt(url: string, catalogue: PartCatalogue = ALL_PARTS) {
  setLocation(url);
  const view = renderWithProviders(<PartsCatalogue catalogue={catalogue} />);
  const follow = () => {
    setLocation(lastUrl());
    view.rerender(<PartsCatalogue catalogue={catalogue} />);
  };
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  const select = (label: string) => within(filters).getByLabelText(label);
  return { follow, filters, select };
}

describe('PartsCatalogue cascade', () => {
  it('keeps every level below make disabled, and loads the years once a make is chosen', async () => {
    const user = userEvent.setup();
    const { follow, select } = renderAt('/parts');
    await within(select('Make')).findByRole('option', { name: 'Toyota' });
    for (const label of ['Year', 'Model', 'Engine', 'Category', 'Sub-category']) expect(select(label)).toBeDisabled();

    await user.selectOptions(select('Make'), 'Toyota');
    expect(lastUrl()).toBe('/parts?make=Toyota');
    follow();

    expect(select('Year')).toBeEnabled();
    expect(await within(select('Year')).findByRole('option', { name: '2018' })).toBeInTheDocument();
    expect(select('Model')).toBeDisabled();
    expect(cascadeRequests).toEqual(['', 'Toyota/years/']);
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ make__icontains: 'Toyota' }));
  });

  it('restores every select from the URL, and a new model clears engine, category and sub-category', async () => {
    const user = userEvent.setup();
    const { follow, select } = renderAt(
      '/parts?make=Toyota&year=2018&model=Camry&engine=2.5L+I4&category=Brakes&subCategory=Calipers&name=cal&page=2',
    );
    expect(select('Make')).toHaveValue('Toyota');
    expect(select('Engine')).toHaveValue('2.5L I4');
    expect(select('Sub-category')).toHaveValue('Calipers');
    await within(select('Sub-category')).findByRole('option', { name: 'Rotors' });
    expect(listRequests[0]).toEqual({
      make__icontains: 'Toyota',
      year__iexact: '2018',
      model__icontains: 'Camry',
      engine__icontains: '2.5L I4',
      category__icontains: 'Brakes',
      sub_category__icontains: 'Calipers',
      name__icontains: 'cal',
      page: '2',
    });

    await user.selectOptions(select('Model'), 'Prius');
    // The page goes too; the name search is not part of the cascade and stays.
    expect(lastUrl()).toBe('/parts?make=Toyota&year=2018&model=Prius&name=cal');
    follow();

    expect(select('Engine')).toHaveValue('');
    expect(await within(select('Engine')).findByRole('option', { name: '1.8L I4 Hybrid' })).toBeInTheDocument();
    expect(select('Category')).toHaveValue('');
    expect(select('Category')).toBeDisabled();
    expect(select('Sub-category')).toBeDisabled();
  });

  it('clearing a level (choosing "All models") drops it and everything below it from the URL', async () => {
    const user = userEvent.setup();
    const { select } = renderAt('/parts?make=Toyota&year=2018&model=Camry&engine=2.5L+I4');
    await within(select('Engine')).findByRole('option', { name: '3.5L V6' });

    await user.selectOptions(select('Model'), 'All models');

    expect(lastUrl()).toBe('/parts?make=Toyota&year=2018');
  });

  it('encodes names with spaces, slashes and ampersands as one path segment each', async () => {
    const user = userEvent.setup();
    const { follow, select } = renderAt('/parts?make=Ford&year=2021');
    await within(select('Model')).findByRole('option', { name: 'F-150/250 & Co' });

    await user.selectOptions(select('Model'), 'F-150/250 & Co');
    follow();

    expect(await within(select('Engine')).findByRole('option', { name: '5.0L V8' })).toBeInTheDocument();
    expect(cascadeRequests).toContain('Ford/years/2021/models/F-150%2F250%20%26%20Co/engines/');
  });

  it('"Clear all" resets every filter', async () => {
    const user = userEvent.setup();
    const { filters } = renderAt('/parts?make=Toyota&year=2018&model=Camry&name=cal');

    await user.click(within(filters).getByRole('button', { name: 'Clear all' }));

    expect(lastUrl()).toBe('/parts');
  });

  it('searches by part name once typing pauses for 500 ms', async () => {
    const user = userEvent.setup();
    const { filters } = renderAt('/parts?make=Toyota');

    await user.type(within(filters).getByLabelText('Part name'), 'alternator');
    expect(pushState).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 550)));

    expect(pushState).toHaveBeenCalledTimes(1);
    expect(lastUrl()).toBe('/parts?make=Toyota&name=alternator');
  });

  it('shows an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    renderAt('/parts?name=nothing');

    expect(await screen.findByText('No parts match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(lastUrl()).toBe('/parts');
  });

  it('fixes the US-dealer catalogue to that source in every list and the results', async () => {
    renderAt('/parts/us-dealers?make=Toyota', US_DEALER_PARTS);

    expect(await screen.findByRole('link', { name: /Brake Caliper/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/parts\/12\/?$/),
    );
    expect(listRequests[0]).toEqual({ make__icontains: 'Toyota', source: 'us dealer' });
    await waitFor(() => expect(cascadeRequests).toEqual(['?source=us+dealer', 'Toyota/years/?source=us+dealer']));
  });
});
