// Car cards and facets for the cars component tests, shaped like the API's answers.
import type { CarCard, CarFacets } from '@/lib/contract/cars';

export const camry: CarCard = {
  id: 7,
  slug: '2020-toyota-camry-se-7',
  vehicle_name: '2020 Toyota Camry SE',
  year: 2020,
  make_name: 'Toyota',
  model_name: 'Camry',
  trim_name: 'SE',
  price: 18900,
  mileage: 40210,
  mileage_unit: 'mi',
  selling_type: 'us dealer',
  is_featured: false,
  exterior_color: 'White',
  fuel_type: 'Gasoline',
  transmission: 'Automatic',
  cover_image: null,
  country: 'US',
  location: 'Dallas, TX',
  vehicle_type: 'car',
  previous_price: null,
  auction_ends_at: null,
  lot_number: null,
  title_type: null,
  damage: null,
};

const none = { min: null, max: null };

export const facets: CarFacets = {
  count: 2,
  makes: [
    {
      make_name: 'Toyota',
      count: 1,
      models: [{ model_name: 'Camry', count: 1, trims: [{ trim_name: 'SE', count: 1 }] }],
    },
    { make_name: 'Honda', count: 1, models: [{ model_name: 'Civic', count: 1, trims: [] }] },
  ],
  year: none,
  price: none,
  mileage: none,
  body_styles: [{ value: 'Sedan', count: 2 }],
  fuel_types: [{ value: 'Gasoline', count: 2 }],
  transmissions: [],
  drivetrains: [],
  exterior_colors: [],
  interior_colors: [],
};
