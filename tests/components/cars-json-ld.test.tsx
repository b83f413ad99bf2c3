import { describe, expect, it } from 'vitest';
import { carJsonLd } from '@/features/cars/utils/car-json-ld';
import { priceDrop } from '@/features/cars/utils/price-drop';
import type { CarDetail } from '@/lib/contract/cars';
import { scriptJson } from '@/lib/json-ld';
import { camry } from './cars-fixtures';

const car = {
  ...camry,
  vin: '1HGCM82633A004352',
  engine_size: '2.5L',
  drivetrain: 'FWD',
  body_style: 'Sedan',
  steering: 'left',
  status: 'active',
  description: 'Clean title </script><script>alert(1)</script>',
  images: [{ id: 1, image: 'https://example.com/1.webp', width: 800, height: 600 }],
} as CarDetail;

describe('carJsonLd', () => {
  it('describes the car with the schema.org fields search engines read, and an offer in USD', () => {
    const data = carJsonLd(car, 'https://www.example.com/cars/7/');
    expect(data).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Camry',
      vehicleConfiguration: 'SE',
      vehicleModelDate: '2020',
      mileageFromOdometer: { value: 40210, unitCode: 'SMI' },
      vehicleEngine: { name: '2.5L' },
      steeringPosition: 'https://schema.org/LeftHandDriving',
      offers: { '@type': 'Offer', price: 18900, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('gives the odometer in kilometres for a car in Cambodia and leaves it out for a boat (engine hours)', () => {
    const url = 'https://www.example.com/cars/7/';
    expect(carJsonLd({ ...car, mileage_unit: 'km' }, url).mileageFromOdometer).toMatchObject({ unitCode: 'KMT' });
    expect(carJsonLd({ ...car, mileage_unit: 'h' }, url).mileageFromOdometer).toBeUndefined();
  });

  it('can never close its script element', () => {
    expect(scriptJson(carJsonLd(car, 'https://www.example.com/cars/7/'))).not.toContain('</script>');
  });
});

describe('priceDrop', () => {
  const at = (price: number) => ({ price, changed_at: '2026-11-01T00:00:00Z' });

  it('reports the fall from the highest earlier price', () => {
    expect(priceDrop([at(21000), at(20000), at(19500)])).toBe(1500);
  });

  it('is null without history or when the price went up', () => {
    expect(priceDrop([])).toBeNull();
    expect(priceDrop([at(18000)])).toBeNull();
    expect(priceDrop([at(18000), at(19000)])).toBeNull();
  });
});
