// The demo parts catalogue: real vehicles and engine codes, a picture gallery and fitments for every part, and the
// demo customer's part orders.
import { describe, expect, it } from 'vitest';
import { PART_CONDITIONS, PART_ORDER_STATUSES, PART_SOURCES } from '@/lib/contract/parts';
import { PART_CATEGORY_SLUGS } from '@/server/media/part-svg';
import { buildPartDetails, buildPartOrders, buildParts } from '@/server/seed/factories/parts';
import { buildUsers } from '@/server/seed/factories/users';
import { slugify } from '@/server/seed/random';

const NOW = new Date('2026-11-21T00:00:00Z');
const parts = buildParts(NOW);
const { images, fitments } = buildPartDetails(parts);

describe('the demo parts catalogue', () => {
  it('has a few thousand parts over the vehicles people in Cambodia import', () => {
    expect(parts.length).toBeGreaterThanOrEqual(2000);
    const vehicles = new Set(parts.map((p) => `${p.make} ${p.model}`));
    for (const v of [
      'Toyota Camry',
      'Toyota Land Cruiser',
      'Lexus RX 350',
      'Lexus LX 570',
      'Honda CR-V',
      'Ford Ranger',
    ]) {
      expect(vehicles).toContain(v);
    }
    expect(new Set(parts.map((p) => p.engine))).toContain('2AR-FE 2.5L I4');
    expect(parts.every((p) => (PART_CONDITIONS as readonly string[]).includes(p.condition ?? ''))).toBe(true);
    expect(new Set(parts.map((p) => p.source))).toEqual(new Set(PART_SOURCES));
    expect(parts.some((p) => p.stock === 0)).toBe(true);
    expect(parts.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
  });

  it('gives every part a gallery drawn for its category, cover first', () => {
    for (const part of parts) {
      const gallery = images.filter((i) => i.part_id === part.id).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery[0]!.url).toBe(part.image);
      expect(PART_CATEGORY_SLUGS).toContain(slugify(part.category));
    }
  });

  it('says which vehicles each part fits, its own among them', () => {
    const byPart = new Map<number, typeof fitments>();
    for (const f of fitments) byPart.set(f.part_id, [...(byPart.get(f.part_id) ?? []), f]);
    for (const part of parts) {
      const fits = byPart.get(part.id) ?? [];
      expect(fits).toContainEqual({
        part_id: part.id,
        make: part.make,
        year: part.year,
        model: part.model,
        engine: part.engine,
      });
    }
    // An engine part fits a sister model with the same engine (Camry and RAV4 share the 2AR-FE).
    const camryEngine = parts.find(
      (p) => p.model === 'Camry' && p.engine === '2AR-FE 2.5L I4' && p.category === 'Engine',
    );
    expect(byPart.get(camryEngine!.id)!.map((f) => f.model)).toContain('RAV4');
  });

  it('gives the demo customer a couple of orders of parts in stock, with the contract’s statuses', () => {
    const people = buildUsers('hash', NOW);
    const orders = buildPartOrders(people, parts, NOW);
    expect(orders.filter((o) => o.user_id === people.customer).length).toBeGreaterThanOrEqual(2);
    for (const order of orders) {
      expect(PART_ORDER_STATUSES).toContain(order.status);
      const part = parts.find((p) => p.id === order.part_id)!;
      expect(order.unit_price).toBe(part.price);
    }
  });
});
