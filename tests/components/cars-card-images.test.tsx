// Card photos on a result page: sized copies in srcset, a fixed box (width/height), the first fetched first, the rest
// lazy (decision 048).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarGrid } from '@/features/cars/components/car-grid';
import type { CarCard } from '@/lib/contract/cars';
import { renderWithProviders } from '../support/render';
import { camry } from './cars-fixtures';

const photo = (id: number) => `http://localhost:3000/media/uploads/cars/2026/11/photo-${id}.webp`;
const cars: CarCard[] = [1, 2, 3, 4].map((id) => ({
  ...camry,
  id,
  slug: `car-${id}`,
  vehicle_name: `2020 Toyota Camry ${id}`,
  cover_image: photo(id),
}));

describe('car card photos', () => {
  it('carry width, height and a srcset of sized copies, lazy beyond the first, the first fetched first', () => {
    renderWithProviders(<CarGrid cars={cars} />);
    const images = cars.map((car) => screen.getByRole('img', { name: car.vehicle_name }));
    for (const [index, img] of images.entries()) {
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('height', '360');
      const srcset = img.getAttribute('srcset') ?? '';
      expect(srcset).toContain(`${photo(index + 1)}?w=320 320w`);
      expect(srcset).toContain(`${photo(index + 1)}?w=828 828w`);
      expect(img.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
      expect(img.getAttribute('src')).toBe(`${photo(index + 1)}?w=640`);
    }
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('leaves drawn (SVG) covers as they are: they scale by themselves', () => {
    const drawn = { ...cars[0]!, cover_image: 'http://localhost:3000/media/generated/car/suv/1f3a5c/3.svg' };
    renderWithProviders(<CarGrid cars={[drawn]} />);
    const img = screen.getByRole('img', { name: drawn.vehicle_name });
    expect(img).toHaveAttribute('src', drawn.cover_image);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '480');
  });
});
