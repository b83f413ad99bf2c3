import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarSearchBox } from '@/features/cars/components/car-search-box';
import type { CarSuggestion } from '@/lib/contract/cars';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();

const suggestions: CarSuggestion[] = [
  { display_name: 'Toyota', make: 'Toyota', model: '', trim: '' },
  { display_name: 'Toyota Camry', make: 'Toyota', model: 'Camry', trim: '' },
  { display_name: 'Toyota Camry SE', make: 'Toyota', model: 'Camry', trim: 'SE' },
];

let asked: string[];

beforeEach(() => {
  asked = [];
  // Fake clock that still moves on its own, so awaited network responses arrive while the test steps time.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  routerMock.push.mockClear();
  server.use(
    http.get('*/api/cars/search/suggestions/', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(suggestions);
    }),
  );
});

afterEach(() => vi.useRealTimers());

const setup = () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<CarSearchBox />);
  return { user, input: screen.getByRole('combobox', { name: 'Search cars by make, model or trim' }) };
};

describe('CarSearchBox', () => {
  it('asks for suggestions only once typing has paused for 500 ms', async () => {
    const { user, input } = setup();

    await user.type(input, 'toy');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(asked).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(asked).toEqual(['toy']));
    expect(await screen.findByRole('option', { name: 'Toyota Camry SE' })).toBeInTheDocument();
  });

  it('never asks for blank text', async () => {
    const { user, input } = setup();

    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(asked).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('goes to /cars with the make and model of the suggestion chosen with the keyboard', async () => {
    const { user, input } = setup();

    await user.type(input, 'camry');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('option', { name: 'Toyota Camry' });
    // The first suggestion is highlighted as they appear; one step down is the model.
    await user.keyboard('{ArrowDown}{Enter}');

    expect(routerMock.push).toHaveBeenCalledWith('/cars?make_name=Toyota&model_name=Camry');
  });

  it('searches the typed words when Enter is pressed before suggestions arrive', async () => {
    const { user, input } = setup();

    await user.type(input, 'red pickup{Enter}');

    expect(routerMock.push).toHaveBeenCalledWith('/cars?search=red+pickup');
  });
});

describe('CarSearchBox on a results page', () => {
  it('keeps the list closed over the results until the user types', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<CarSearchBox defaultValue="Toyota Land Cruiser 2021" />);
    const input = screen.getByRole('combobox', { name: 'Search cars by make, model or trim' });

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(asked).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, '{Backspace}');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(asked).toEqual(['Toyota Land Cruiser 202']));
    expect(await screen.findByRole('option', { name: 'Toyota Camry' })).toBeInTheDocument();
  });

  it('keeps the years typed when a suggestion is chosen', async () => {
    const { user, input } = setup();

    await user.type(input, 'camry 2015-2018');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('option', { name: 'Toyota Camry' });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(routerMock.push).toHaveBeenCalledWith(
      '/cars?make_name=Toyota&model_name=Camry&year__gte=2015&year__lte=2018',
    );
  });

  it('keeps a two-digit year and a price typed as the filters of the chosen suggestion (decision 052)', async () => {
    const { user, input } = setup();

    await user.type(input, 'camry 18 under 20k');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('option', { name: 'Toyota Camry' });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(routerMock.push).toHaveBeenCalledWith(
      '/cars?make_name=Toyota&model_name=Camry&year__gte=2018&year__lte=2018&price__lte=20000',
    );
  });
});
