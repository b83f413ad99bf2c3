// The navbar's car search (issue 4): suggestions after a 500 ms pause, keyboard choice → /cars with make/model/trim,
// Enter on free text → /cars?search=…, Escape closes the list first and then the search.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/components/layout/navbar/navbar';
import { NavbarCarSearch } from '@/features/cars/components/navbar-car-search';
import type { CarSuggestion } from '@/lib/contract/cars';
import { installMswServer, server } from '../support/msw/server';
import { routerMock, setLocation } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();

const suggestions: CarSuggestion[] = [
  { display_name: 'Toyota Camry', make: 'Toyota', model: 'Camry', trim: '' },
  { display_name: 'Toyota Camry SE', make: 'Toyota', model: 'Camry', trim: 'SE' },
];

let asked: string[];

// The suggestion box is loaded lazily; load it once so the tests wait for behaviour, not for module loading.
beforeAll(() => import('@/features/cars/components/navbar-suggestion-box'));

beforeEach(() => {
  asked = [];
  setLocation('/');
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

async function openSearch() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<Navbar search={<NavbarCarSearch />} />);
  await user.click(screen.getByRole('button', { name: 'Search cars' }));
  const input = await screen.findByRole('combobox', { name: 'Search cars' });
  await waitFor(() => expect(input).toHaveFocus());
  return { user, input };
}

describe('Navbar car search', () => {
  it('suggests car names once typing has paused for 500 ms and goes to the one chosen with the keyboard', async () => {
    const { user, input } = await openSearch();

    await user.type(input, 'camry');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('option', { name: 'Toyota Camry SE' })).toBeInTheDocument();
    expect(asked).toEqual(['camry']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Toyota Camry SE' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Toyota Camry SE' }).id);
    await user.keyboard('{Enter}');

    expect(routerMock.push).toHaveBeenCalledWith('/cars?make_name=Toyota&model_name=Camry&trim_name=SE');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('goes to a suggestion clicked with the mouse', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'toy');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.click(await screen.findByRole('option', { name: 'Toyota Camry' }));
    expect(routerMock.push).toHaveBeenCalledWith('/cars?make_name=Toyota&model_name=Camry');
  });

  it('searches free text on Enter before suggestions arrive, and never asks for blank text', async () => {
    const { user, input } = await openSearch();
    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(input, 'red pickup{Enter}');
    expect(routerMock.push).toHaveBeenCalledWith('/cars?search=red+pickup');
  });

  it('closes the list with Escape, then the search with a second Escape', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'camry');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});
