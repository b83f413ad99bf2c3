// Parts the parts component tests share, shaped by the contract.
import type { PartCard, PartDetail } from '@/lib/contract/parts';

export const caliper: PartCard = {
  id: 12,
  name: 'Brake Caliper',
  make: 'Toyota',
  year: 2018,
  model: 'Camry',
  engine: '2.5L I4',
  category: 'Brakes',
  sub_category: 'Calipers',
  part_number: '47750-A0123',
  condition: 'Used',
  price: 120,
  stock: 2,
  image: '/media/parts/brakes/1.svg',
  source: 'warehouse',
};

export const caliperDetail: PartDetail = {
  ...caliper,
  images: ['/media/parts/brakes/1.svg', '/media/parts/brakes/2.svg'],
  description: 'Used brake caliper, tested.',
  seller: { name: 'Phnom Penh Warehouse', location: 'Phnom Penh, Cambodia' },
  fits: [{ make: 'Toyota', year: 2018, model: 'Camry', engine: '2.5L I4' }],
  related: [],
  created_at: '2026-11-01T08:00:00Z',
};
