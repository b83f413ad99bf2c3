import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerCheckDigit, isValidContainerNumber } from '@/lib/contract/container-number';
import { isChassisNumber, isValidVin } from '@/lib/contract/vin';
import * as s from '@/server/db/schema';
import { seedIfEmpty } from '@/server/seed';
import { buildCar } from '@/server/seed/factories/cars';
import { buildDashboard } from '@/server/seed/factories/orders';
import { buildParts } from '@/server/seed/factories/parts';
import { buildUsers, DEMO_PASSWORD } from '@/server/seed/factories/users';
import { createFaker } from '@/server/seed/random';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const NOW = new Date('2026-11-21T00:00:00Z');
const SELLING_TYPES = [
  'buy now',
  'auction car',
  'us dealer',
  'personal car',
  'dealer car',
  'dealer to dealer',
  'classic car',
  'jdm cars',
];
const LOCAL_TYPES = ['personal car', 'dealer car', 'dealer to dealer'];

let database: TestDatabase;
let seeded: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedIfEmpty(database.db, { cars: 200, now: NOW });
});
afterAll(() => database.close());

const allCars = () => database.db.select().from(s.cars).orderBy(asc(s.cars.id));

describe('seedIfEmpty', () => {
  it('seeds an empty database once and is a no-op afterwards', async () => {
    expect(seeded).toBe(true);
    const before = (await allCars()).length;
    expect(await seedIfEmpty(database.db, { cars: 50, now: NOW })).toBe(false);
    expect((await allCars()).length).toBe(before);
    expect(before).toBe(200);
  });

  it('leaves the id sequences past the seeded rows, so new rows can be inserted', async () => {
    const [user] = await database.db.insert(s.users).values({ email: 'new@example.com' }).returning({ id: s.users.id });
    const [seededMax] = await database.db
      .select({ max: sql<number>`max(${s.users.id})::int` })
      .from(s.users)
      .where(sql`${s.users.email} <> 'new@example.com'`);
    expect(user!.id).toBeGreaterThan(seededMax!.max);
    await database.db.delete(s.users).where(eq(s.users.id, user!.id));
  });
});

describe('demo accounts', () => {
  const flags = { is_admin: false, is_superuser: false, is_dummy_account: false, is_verified: true, is_active: true };
  const expected: Record<string, Partial<typeof s.users.$inferSelect>> = {
    'customer@demo.local': { ...flags, first_name: 'Sokha', last_name: 'Chan', account_type: 'Customer' },
    'customer2@demo.local': { ...flags, first_name: 'Dara', last_name: 'Kim', account_type: 'Customer' },
    'dealer@demo.local': { ...flags, account_type: 'Business Account' },
    'staff@demo.local': { ...flags, is_admin: true },
    'admin@demo.local': { ...flags, is_admin: true, is_superuser: true },
    'dummy@demo.local': { ...flags, is_dummy_account: true },
  };

  it.each(Object.keys(expected))('%s has its flags and the demo password', async (email) => {
    const [user] = await database.db.select().from(s.users).where(eq(s.users.email, email));
    expect(user).toMatchObject(expected[email]!);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(user!.password_hash!, DEMO_PASSWORD)).toBe(true);
    expect(await verify(user!.password_hash!, 'wrong password')).toBe(false);
  });

  it('gives the demo dealer a Phnom Penh dealership and listings of its own', async () => {
    const [dealer] = await database.db.select().from(s.users).where(eq(s.users.email, 'dealer@demo.local'));
    expect(dealer!.company_name).not.toBe('');
    expect(dealer!.address).toContain('Phnom Penh');
    const owned = (await allCars()).filter((c) => c.dealer_id === dealer!.id);
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((c) => c.selling_type === 'dealer car' || c.selling_type === 'dealer to dealer')).toBe(true);
  });
});

describe('listings', () => {
  it('cover every selling type, with featured cars, featured classics and boats', async () => {
    const cars = await allCars();
    expect(new Set(cars.map((c) => c.selling_type))).toEqual(new Set(SELLING_TYPES));
    expect(cars.some((c) => c.is_featured && (c.selling_type === 'us dealer' || c.selling_type === 'buy now'))).toBe(
      true,
    );
    expect(cars.some((c) => c.is_featured && c.selling_type === 'classic car')).toBe(true);
    const boats = cars.filter((c) => c.vehicle_type === 'boat');
    expect(boats.length).toBeGreaterThan(0);
    expect(boats.every((b) => b.selling_type === 'us dealer' && b.body_style === 'Boat')).toBe(true);
  });

  it('places local types in Cambodia and the rest in the US or Canada', async () => {
    for (const car of await allCars()) {
      expect(LOCAL_TYPES.includes(car.selling_type) ? ['KH'] : ['US', 'CA']).toContain(car.country);
    }
  });

  it('gives every US/Canada car from 1981 on a VIN with a valid check digit', async () => {
    const vinCars = (await allCars()).filter(
      (c) => c.country !== 'KH' && c.vehicle_type === 'car' && c.selling_type !== 'jdm cars' && c.year >= 1981,
    );
    expect(vinCars.length).toBeGreaterThan(100);
    for (const car of vinCars) expect(isValidVin(car.vin!), `${car.slug}: ${car.vin}`).toBe(true);
  });

  it('gives JDM cars right-hand drive, a chassis number and an LHD conversion note', async () => {
    const jdm = (await allCars()).filter((c) => c.selling_type === 'jdm cars');
    expect(jdm.length).toBeGreaterThan(0);
    for (const car of jdm) {
      expect(car.steering).toBe('right');
      expect(isChassisNumber(car.vin!)).toBe(true);
      expect(car.description).toMatch(/left-hand-drive \(LHD\) conversion/);
    }
  });

  it('gives auction cars a title type, damage and a future end time', async () => {
    const auctions = (await allCars()).filter((c) => c.selling_type === 'auction car');
    for (const car of auctions) {
      expect(['Clean', 'Salvage', 'Rebuilt']).toContain(car.title_type);
      expect(car.damage).toBeTruthy();
      expect(car.auction_ends_at!.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('has unique slugs ending in the id, and 3–8 photos with the first as cover', async () => {
    const cars = await allCars();
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    const images = await database.db.select().from(s.carImages).orderBy(asc(s.carImages.position));
    for (const car of cars) {
      expect(car.slug).toMatch(new RegExp(`^\\d{4}-[a-z0-9-]+-${car.id}$`));
      const own = images.filter((i) => i.car_id === car.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(8);
      expect(car.cover_image).toBe(own[0]!.image);
      expect(car.cover_image).toMatch(/^\/media\/generated\/car\/[a-z]+\/[0-9a-f]{6}\/\d{1,2}\.svg$/);
    }
  });

  it('attaches about 34 named inspection fields to a share of the cars', async () => {
    const reports = await database.db.select().from(s.inspectionReports);
    expect(reports.length).toBeGreaterThan(20);
    for (const report of reports) {
      expect(Object.keys(report.fields).length).toBe(34);
      expect(report.fields).toHaveProperty('inspection_vin');
      expect(report.fields).toHaveProperty('mechanical_comments');
    }
  });
});

describe('dashboard records', () => {
  it('gives both demo customers car sales over the last 120 days with id numbers', async () => {
    const users = await database.db.select().from(s.users);
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;
    const sales = await database.db.select().from(s.carSales);
    for (const email of ['customer@demo.local', 'customer2@demo.local']) {
      const own = sales.filter((sale) => sale.customer_id === idOf(email));
      expect(own.length).toBeGreaterThanOrEqual(10);
      for (const sale of own) {
        expect(sale.id_number).toMatch(/^AB-20\d{2}-\d{4}$/);
        const age = (NOW.getTime() - new Date(`${sale.date}T00:00:00Z`).getTime()) / 86_400_000;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(120);
      }
    }
    // Old, untouched, open files are what the yellow and red late rows show.
    expect(
      sales.some(
        (sale) =>
          !sale.is_done &&
          sale.updated_at.getTime() === sale.created_at.getTime() &&
          NOW.getTime() - sale.created_at.getTime() > 30 * 86_400_000,
      ),
    ).toBe(true);
  });

  it('uses the towing statuses and locations of the spec, and valid container numbers', async () => {
    const towings = await database.db.select().from(s.towings);
    const statuses = ['Dispatch', 'Towing in Progress', 'Delivered to Warehouse', 'Delivered to Shop'];
    expect(towings.every((t) => statuses.includes(t.towing_status))).toBe(true);
    const locations = [
      'Dealer',
      'Auction',
      'Warehouse',
      'Dealer DMV',
      'Local DMV',
      'In Mail',
      'Auto US Office',
      'Customs',
      'Wisconsin',
    ];
    const sales = await database.db.select().from(s.carSales);
    expect(sales.every((sale) => locations.includes(sale.car_location) && locations.includes(sale.title_status))).toBe(
      true,
    );
    const containers = await database.db.select().from(s.containers);
    expect(containers.length).toBeGreaterThan(0);
    for (const c of containers) {
      expect(c.container_number).toMatch(/^[A-Z]{3}U\d{7}$/);
      expect(isValidContainerNumber(c.container_number), c.container_number).toBe(true);
    }
    for (const sale of sales) expect(isValidVin(sale.vin), `${sale.id_number}: ${sale.vin}`).toBe(true);
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it('leaves some staff notes unread by the demo customer, and keeps private notes on summary reports', async () => {
    const [customer] = await database.db.select().from(s.users).where(eq(s.users.email, 'customer@demo.local'));
    const unread = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from record_notes n
      join car_sales cs on n.record_type = 'car_sales' and cs.id = n.record_id
      where cs.customer_id = ${customer!.id} and not n.is_private and n.author_id <> ${customer!.id}
        and not exists (select 1 from note_reads r where r.note_id = n.id and r.user_id = ${customer!.id})`);
    const rows = (unread as unknown as { rows?: { n: number }[] }).rows ?? (unread as unknown as { n: number }[]);
    expect(rows[0]!.n).toBeGreaterThan(0);
    const privateNotes = await database.db.select().from(s.recordNotes).where(eq(s.recordNotes.is_private, true));
    expect(privateNotes.length).toBeGreaterThan(0);
    expect(privateNotes.every((n) => n.record_type === 'summary_reports')).toBe(true);
  });
});

describe('factories', () => {
  it('build identical data on every run', () => {
    const owners = { customers: [1, 2], dealers: [3] };
    const run = () => {
      const faker = createFaker();
      return {
        users: buildUsers('hash', NOW),
        cars: Array.from({ length: 60 }, (_, i) => buildCar(faker, i, i + 1, owners, NOW)),
        parts: buildParts(NOW),
        dashboard: buildDashboard(buildUsers('hash', NOW), NOW),
      };
    };
    expect(run()).toEqual(run());
  });

  it('make each listing depend on its index only, not on what was built before', () => {
    const owners = { customers: [1, 2], dealers: [3] };
    const fresh = buildCar(createFaker(), 42, 43, owners, NOW);
    const faker = createFaker();
    for (let i = 0; i < 42; i += 1) buildCar(faker, i, i + 1, owners, NOW);
    expect(buildCar(faker, 42, 43, owners, NOW)).toEqual(fresh);
  });
});
