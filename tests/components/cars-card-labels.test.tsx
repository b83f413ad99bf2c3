// Decision 046 on the site: auction cards (Current bid, lot, title, damage, time left), mileage in the listing's
// unit with km beside miles, no wrong country, filter defaults in words, and "Ending soonest" on auction lists.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarCard } from '@/features/cars/components/car-card';
import { CarFilterPanel } from '@/features/cars/components/car-filter-panel';
import { CarSortSelect } from '@/features/cars/components/car-sort-select';
import {
  dealerListingKind,
  LISTING_KINDS,
  mileageFilter,
  pickListingParams,
  type CarListingKind,
} from '@/features/cars/utils/listing-kinds';
import { formatMileage } from '@/features/cars/utils/mileage';
import type { CarCard as Card } from '@/lib/contract/cars';
import { renderWithProviders } from '../support/render';
import { camry, facets } from './cars-fixtures';

const NOW = new Date('2026-03-01T12:00:00Z');
const auctionCar: Card = {
  ...camry,
  selling_type: 'auction car',
  price: 4_350,
  auction_ends_at: '2026-03-03T16:30:00Z',
  lot_number: '41234567',
  title_type: 'Salvage',
  damage: 'Front End',
};

describe('car card labels', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('labels an auction price as the current bid, with lot, title status, damage and time left', () => {
    renderWithProviders(<CarCard car={auctionCar} />);
    const card = screen.getByRole('link', { name: /2020 Toyota Camry SE/ });
    expect(card).toHaveTextContent(/Current bid\s*\$4,350/);
    expect(within(card).getByText('Lot 41234567 · Salvage title · Damage: Front End')).toBeInTheDocument();
    expect(within(card).getByText('Time left: 2d 4h')).toBeInTheDocument();
  });

  it('shows a buy-now price plainly, without bid, lot or countdown', () => {
    renderWithProviders(<CarCard car={{ ...camry, selling_type: 'buy now', title_type: 'Clean', lot_number: null }} />);
    const card = screen.getByRole('link', { name: /2020 Toyota Camry SE/ });
    expect(card).toHaveTextContent('$18,900');
    expect(card).not.toHaveTextContent(/Current bid|Lot|Time left|title/);
  });

  it('shows US miles with kilometres beside them, and kilometres alone for a car in Cambodia', () => {
    const { rerender } = renderWithProviders(<CarCard car={{ ...camry, mileage: 42_100, mileage_unit: 'mi' }} />);
    expect(screen.getByText(/42,100 mi \(67,753 km\)/)).toBeInTheDocument();
    rerender(
      <CarCard car={{ ...camry, mileage: 67_750, mileage_unit: 'km', country: 'KH', location: 'Phnom Penh' }} />,
    );
    const card = screen.getByRole('link', { name: /2020 Toyota Camry SE/ });
    expect(card).toHaveTextContent('67,750 km');
    expect(card).not.toHaveTextContent(' mi');
    expect(card).toHaveTextContent('Phnom Penh, Cambodia');
  });

  it("shows a boat's engine hours when known, and nothing when not", () => {
    const boat: Card = { ...camry, vehicle_type: 'boat', mileage: 320, mileage_unit: 'h', transmission: '' };
    const { rerender } = renderWithProviders(<CarCard car={boat} />);
    expect(screen.getByText(/320 hours/)).toBeInTheDocument();
    rerender(<CarCard car={{ ...boat, mileage: 0 }} />);
    expect(screen.queryByText(/hours|mi\b/)).not.toBeInTheDocument();
  });

  it('shows no place at all rather than a default country when the listing has no location', () => {
    renderWithProviders(<CarCard car={{ ...camry, location: '', country: 'US' }} />);
    expect(screen.getByRole('link', { name: /2020 Toyota Camry SE/ })).not.toHaveTextContent('USA');
  });
});

describe('formatMileage', () => {
  it.each([
    [42_100, 'mi', '42,100 mi (67,753 km)'],
    [0, 'mi', '0 mi (0 km)'],
    [67_750, 'km', '67,750 km'],
    [1, 'h', '1 hour'],
    [1_250, 'h', '1,250 hours'],
  ] as const)('%i %s → %s', (value, unit, text) => {
    expect(formatMileage(value, unit)).toBe(text);
  });
});

describe('filter panel defaults', () => {
  const panel = (kind: CarListingKind, onChange = vi.fn()) =>
    render(
      <CarFilterPanel
        params={{}}
        mileage={mileageFilter(kind)}
        facets={facets}
        onChange={onChange}
        onClear={vi.fn()}
      />,
    );

  it('reads "Any" on every select with no choice, never "Higher"', () => {
    const { container } = panel(LISTING_KINDS.auction);
    const selects = [...container.querySelectorAll('select')];
    expect(selects.length).toBeGreaterThan(5);
    for (const select of selects) {
      expect(select.options[0]!.textContent).toMatch(/^(Any|All makes|All models|All trims)$/);
      expect([...select.options].map((option) => option.textContent)).not.toContain('Higher');
    }
    expect(screen.getByLabelText('Max mileage')).toHaveDisplayValue('Any');
  });

  it("names the mileage filter's unit on US and Cambodian lists and leaves it out on boat lists", () => {
    const { unmount } = panel(LISTING_KINDS.auction);
    expect(within(screen.getByLabelText('Max mileage')).getByRole('option', { name: '50,000 mi' })).toBeInTheDocument();
    unmount();
    panel(LISTING_KINDS.localPersonal);
    expect(within(screen.getByLabelText('Max mileage')).getByRole('option', { name: '50,000 km' })).toBeInTheDocument();
  });

  it('filters a list of km and mile listings in km, and says so (decision 052)', async () => {
    const onChange = vi.fn();
    panel(LISTING_KINDS.all, onChange);
    const select = screen.getByLabelText('Max mileage (km)');
    expect(within(select).getByRole('option', { name: '50,000 km' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '50000');
    expect(onChange).toHaveBeenCalledWith({ mileage_km__lte: '50000' });
    expect(mileageFilter(dealerListingKind(7))).toEqual({ param: 'mileage_km', unit: 'km' });
    expect(pickListingParams({ mileage_km__lte: '50000' })).toEqual({ mileage_km__lte: '50000' });
  });

  it('has no mileage filter for boats', () => {
    panel(LISTING_KINDS.usDealerBoats);
    expect(screen.queryByLabelText(/Max mileage/)).not.toBeInTheDocument();
    expect(mileageFilter(LISTING_KINDS.usDealerBoats)).toBeNull();
    expect(mileageFilter(LISTING_KINDS.localPersonal)).toEqual({ param: 'mileage', unit: 'km' });
    expect(mileageFilter(LISTING_KINDS.auction)).toEqual({ param: 'mileage', unit: 'mi' });
    expect(mileageFilter(LISTING_KINDS.all)).toEqual({ param: 'mileage_km', unit: 'km' });
  });
});

describe('Ending soonest', () => {
  it('is offered on auction lists only, and sends the auction ordering', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<CarSortSelect value="" onChange={onChange} />);
    expect(screen.queryByRole('option', { name: 'Ending soonest' })).not.toBeInTheDocument();
    rerender(<CarSortSelect value="" auction onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Ending soonest');
    expect(onChange).toHaveBeenCalledWith('auction_ends_at');
    expect(pickListingParams({ ordering: 'auction_ends_at' })).toEqual({ ordering: 'auction_ends_at' });
  });
});
