// deriveStage: the furthest stage a car's records prove, one row per rule of decision 028.
import { describe, expect, it } from 'vitest';
import type { ShipmentStage } from '@/lib/contract/orders';
import { businessDayStart } from '@/server/api/business-day';
import { deriveStage, todayIso, type StageFacts } from '@/server/modules/orders/stage';

const TODAY = '2026-04-01';
const none: StageFacts = { towing: null, loading: null, container: null, shipping: null };
const towed = { towing_status: 'Delivered to Warehouse', delivered_at: '2026-03-15' };
const loaded = { loading_date: '2026-03-20' };
const sailed = { etd: '2026-03-25', status: 'booked' };
const ship = { arrived_at: null, customs_cleared_at: null, delivered_at: null };

const CASES: [string, StageFacts, ShipmentStage][] = [
  ['no records after the purchase', none, 'purchased'],
  ['a towing dispatched', { ...none, towing: { towing_status: 'Dispatch', delivered_at: null } }, 'towing'],
  ['a towing on its way', { ...none, towing: { towing_status: 'Towing in Progress', delivered_at: null } }, 'towing'],
  [
    'a towing delivered (date)',
    { ...none, towing: { towing_status: 'Towing in Progress', delivered_at: '2026-03-15' } },
    'at warehouse',
  ],
  [
    'a towing delivered to the warehouse',
    { ...none, towing: { towing_status: 'Delivered to Warehouse', delivered_at: null } },
    'at warehouse',
  ],
  [
    'a towing delivered to the shop',
    { ...none, towing: { towing_status: 'Delivered to Shop', delivered_at: null } },
    'at warehouse',
  ],
  ['a loading record without its date', { ...none, towing: towed, loading: { loading_date: null } }, 'at warehouse'],
  ['a loading date', { ...none, towing: towed, loading: loaded }, 'loaded'],
  [
    'a container not sailed yet',
    { ...none, towing: towed, loading: loaded, container: { etd: '2026-04-02', status: 'booked' } },
    'loaded',
  ],
  [
    'a container whose ETD is today',
    { ...none, loading: loaded, container: { etd: TODAY, status: 'booked' } },
    'in transit',
  ],
  ['a container past its ETD', { ...none, loading: loaded, container: sailed }, 'in transit'],
  [
    'a container marked in transit before its ETD',
    { ...none, container: { etd: '2026-05-01', status: 'in transit' } },
    'in transit',
  ],
  ['a container marked arrived', { ...none, container: { etd: null, status: 'arrived' } }, 'in transit'],
  ['a shipping arrived', { ...none, container: sailed, shipping: { ...ship, arrived_at: '2026-04-01' } }, 'arrived'],
  [
    'customs cleared',
    { ...none, shipping: { ...ship, arrived_at: '2026-04-01', customs_cleared_at: '2026-04-03' } },
    'customs',
  ],
  [
    'delivered',
    { ...none, shipping: { ...ship, customs_cleared_at: '2026-04-03', delivered_at: '2026-04-05' } },
    'delivered',
  ],
  ['a shipping with no dates yet', { ...none, towing: towed, shipping: ship }, 'at warehouse'],
];

describe('deriveStage', () => {
  it.each(CASES)('%s', (_, facts, stage) => {
    expect(deriveStage(facts, TODAY)).toBe(stage);
  });
});

describe('today in Cambodia (UTC+7)', () => {
  it('is already the next day from 17:00 UTC, as for the staff in Phnom Penh', () => {
    expect(todayIso(new Date('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
  });

  it('starts a Cambodian day at 17:00 UTC the day before', () => {
    expect(businessDayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(businessDayStart('2026-11-25', 1).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
});
