import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarCard } from '@/features/cars/components/car-card';
import { CarDealerCard } from '@/features/cars/components/car-dealer-card';
import { auctionTimeLeft } from '@/features/cars/utils/auction-time';
import { renderWithProviders } from '../support/render';
import { camry } from './cars-fixtures';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('CarCard deal signals', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a price drop badge with the old price struck through', () => {
    renderWithProviders(<CarCard car={{ ...camry, price: 18_900, previous_price: 21_500 }} />);
    const link = screen.getByRole('link', { name: /2020 Toyota Camry SE/ });
    expect(link).toHaveTextContent('Price drop');
    const was = screen.getByText('$21,500', { exact: false });
    expect(was.closest('s')).toHaveTextContent('was $21,500');
    expect(screen.getByText('$18,900')).toBeInTheDocument();
  });

  it('shows no drop when there is no higher earlier price or no price at all', () => {
    const { rerender } = renderWithProviders(<CarCard car={camry} />);
    expect(screen.queryByText('Price drop')).not.toBeInTheDocument();
    rerender(<CarCard car={{ ...camry, price: 0, previous_price: 21_500 }} />);
    expect(screen.queryByText('Price drop')).not.toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('counts down to the end of an auction, and says when it has ended', () => {
    const auction = { ...camry, selling_type: 'auction car' };
    const { rerender } = renderWithProviders(<CarCard car={{ ...auction, auction_ends_at: '2026-03-03T16:30:00Z' }} />);
    expect(screen.getByText('Time left: 2d 4h')).toBeInTheDocument();
    rerender(<CarCard car={{ ...auction, auction_ends_at: '2026-02-28T12:00:00Z' }} />);
    expect(screen.getByText('Auction ended')).toBeInTheDocument();
    rerender(<CarCard car={{ ...camry, auction_ends_at: '2026-03-03T16:30:00Z' }} />);
    expect(screen.queryByText(/Time left/)).not.toBeInTheDocument();
  });
});

describe('auctionTimeLeft', () => {
  const now = NOW.getTime();
  it.each([
    ['2026-03-03T16:30:00Z', '2d 4h'],
    ['2026-03-01T17:05:59Z', '5h 5m'],
    ['2026-03-01T14:00:00Z', '2h 0m'],
    ['2026-03-01T12:12:30Z', '12m'],
    ['2026-03-01T12:00:20Z', '1m'],
    ['2026-03-01T12:00:00Z', null],
    ['2026-02-01T00:00:00Z', null],
    ['not a date', null],
  ])('%s → %s', (endsAt, expected) => {
    expect(auctionTimeLeft(endsAt, now)).toBe(expected);
  });
});

describe('CarDealerCard', () => {
  const dealer = {
    id: 5,
    name: 'Dara Sok',
    company_name: 'Sok Motors',
    phone: '+85512345678',
    profilePic: null,
    is_dealer: true,
  };

  it("links a dealer's card to all its cars", () => {
    render(<CarDealerCard dealer={dealer} />);
    expect(screen.getByRole('link', { name: 'All cars from this seller' })).toHaveAttribute('href', '/cars/dealer/5');
  });

  it('gives a private seller no link to a dealer page; the phone is a tel: link (decision 050)', () => {
    render(<CarDealerCard dealer={{ ...dealer, is_dealer: false }} />);
    const links = screen.queryAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      dealer.phone ? [expect.stringMatching(/^tel:\+\d+$/)] : [],
    );
  });
});
