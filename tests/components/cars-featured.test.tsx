import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturedCars } from '@/features/cars/components/featured-cars';
import type { CarCard } from '@/lib/contract/cars';
import { featuredCarsFailing, featuredCarsOk } from '../support/msw/content-handlers';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const tacoma: CarCard = {
  id: 42,
  slug: '2021-toyota-tacoma-trd-off-road-42',
  vehicle_name: '2021 Toyota Tacoma TRD Off-Road',
  year: 2021,
  make_name: 'Toyota',
  model_name: 'Tacoma',
  trim_name: 'TRD Off-Road',
  price: 34500,
  mileage: 28150,
  mileage_unit: 'mi',
  selling_type: 'us dealer',
  is_featured: true,
  exterior_color: 'Army Green',
  fuel_type: 'Gasoline',
  transmission: 'Automatic',
  cover_image: null,
  country: 'US',
  location: 'Houston, TX',
  vehicle_type: 'car',
  previous_price: null,
  auction_ends_at: null,
  lot_number: null,
  title_type: null,
  damage: null,
};

describe('FeaturedCars', () => {
  it('shows featured cars linking to their detail pages, with price and mileage', async () => {
    server.use(featuredCarsOk([tacoma]));
    renderWithProviders(<FeaturedCars labelledBy="t" heading={<h2 id="t">Featured cars</h2>} />);

    const card = await screen.findByRole('link', { name: /2021 Toyota Tacoma TRD Off-Road/ });
    expect(card).toHaveAttribute('href', '/cars/42');
    expect(card).toHaveTextContent('$34,500');
    expect(card).toHaveTextContent('28,150 mi');
    expect(card).toHaveTextContent('Houston, TX, USA');
  });

  it('still offers the way to all cars when the featured cars cannot be loaded', async () => {
    server.use(featuredCarsFailing());
    renderWithProviders(<FeaturedCars labelledBy="t" heading={<h2 id="t">Featured cars</h2>} />);

    expect(await screen.findByText('Featured cars are not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse all cars/ })).toHaveAttribute('href', '/cars');
  });
});
