// Dashboard records: each car sale and the purchase, towing, loading, container, shipping and reports that follow it.
import type { Faker } from '@faker-js/faker';
import type {
  balanceReports,
  carPurchases,
  carSales,
  containers,
  loadingRecords,
  shippings,
  summaryReports,
  towings,
} from '../../db/schema';
import type { VehicleBody } from '../../media/car-svg';
import { vehicleImagePath } from '../../media/paths';
import { MODERN_MODELS } from '../catalog';
import { AUCTION_HOUSES, COMMON_COLOURS, EXTERIOR_COLOURS, US_DEALER_WORDS } from '../places';
import { addDays, addMinutes, createFaker, DOMAIN, isoDate, pastMoment, reseed, weighted } from '../random';
import { BODY_IMAGES } from './cars';
import { buildContainers, type ContainerPlan } from './containers';
import { WAREHOUSES } from './logistics';
import type { DemoPeople } from './users';
import { buildVin } from './vehicle-ids';

export type CarSaleRow = typeof carSales.$inferInsert & { id: number };
type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: number };

export const STAGES = [
  'purchased',
  'towing',
  'at warehouse',
  'loaded',
  'in transit',
  'arrived',
  'customs',
  'delivered',
] as const;
export type Stage = (typeof STAGES)[number];

export interface DashboardRecords {
  carSales: CarSaleRow[];
  carPurchases: Row<typeof carPurchases>[];
  towings: Row<typeof towings>[];
  containers: Row<typeof containers>[];
  loadingRecords: Row<typeof loadingRecords>[];
  shippings: Row<typeof shippings>[];
  summaryReports: Row<typeof summaryReports>[];
  balanceReports: Row<typeof balanceReports>[];
  /** Stage per car sale id, for notes that fit what happened. */
  stages: Map<number, Stage>;
}

interface SaleDraft {
  sale: Omit<CarSaleRow, 'id' | 'id_number'>;
  warehouse: number;
  auction: boolean;
  titleProblem: boolean;
  body: VehicleBody;
  hex: string;
  created: Date;
}

const TITLE_PROBLEMS = ['Dealer DMV', 'Local DMV', 'Wisconsin'];

function draftSale(faker: Faker, customerId: number, dealer: boolean, people: DemoPeople, now: Date): SaleDraft {
  const region = weighted(
    faker,
    WAREHOUSES.map((w) => [w, w.weight]),
  );
  const [, state] = faker.helpers.arrayElement(region.sources);
  const entry = weighted(
    faker,
    MODERN_MODELS.map((m) => [m, m.weight]),
  );
  const year = faker.number.int({ min: Math.max(entry.years[0], 2014), max: entry.years[1] });
  const colour = weighted(faker, COMMON_COLOURS);
  const auction = faker.datatype.boolean({ probability: 0.7 });
  const purchase = Math.round(faker.number.int({ min: 4_500, max: 38_000 }) / 25) * 25;
  const created = pastMoment(faker, now, 0, 120);
  return {
    sale: {
      customer_id: customerId,
      sales_rep_id: faker.helpers.arrayElement(people.salesStaff),
      customer_type: dealer ? 'dealer' : 'private',
      date: isoDate(created),
      vin: buildVin(faker, faker.helpers.arrayElement(entry.wmi), year),
      year,
      make: entry.make,
      model: entry.model,
      color: colour,
      lot_number: auction ? faker.string.numeric({ length: 8, allowLeadingZeros: false }) : '',
      purchase_price: purchase,
      sale_price:
        purchase +
        (auction ? faker.number.int({ min: 6, max: 12 }) * 100 : 0) +
        faker.number.int({ min: 5, max: 15 }) * 100,
      dealer_state: state,
      car_location: auction ? 'Auction' : 'Dealer',
      title_status: auction ? 'Auction' : 'Dealer',
      is_done: false,
      is_flagged: faker.datatype.boolean({ probability: 0.08 }),
      created_at: created,
      updated_at: created,
    },
    warehouse: region.row.id,
    auction,
    titleProblem: faker.datatype.boolean({ probability: 0.15 }),
    body: BODY_IMAGES[entry.body]!,
    hex: EXTERIOR_COLOURS[colour]!,
    created,
  };
}

/** How many sales each kind of customer has: the demo accounts get the fullest dashboards. */
function customerPlan(people: DemoPeople): [number, boolean, number][] {
  return [
    [people.customer, false, 16],
    [people.customer2, false, 12],
    [people.dealer, true, 12],
    ...people.customers.slice(2, 14).map((id, i): [number, boolean, number] => [id, false, 2 + (i % 3)]),
    ...people.dealers.slice(1, 4).map((id): [number, boolean, number] => [id, true, 3]),
  ];
}

export function buildDashboard(people: DemoPeople, now: Date): DashboardRecords {
  const faker = createFaker();
  const drafts: SaleDraft[] = [];
  for (const [customerId, dealer, count] of customerPlan(people)) {
    for (let k = 0; k < count; k += 1) {
      reseed(faker, DOMAIN.orders, customerId, k);
      drafts.push(draftSale(faker, customerId, dealer, people, now));
    }
  }
  // Ids and id numbers follow the purchase date, as they would in a live system.
  drafts.sort((a, b) => a.created.getTime() - b.created.getTime() || a.sale.vin.localeCompare(b.sale.vin));
  const perYear = new Map<number, number>();
  const carSales: CarSaleRow[] = drafts.map((d, index) => {
    const year = d.created.getUTCFullYear();
    const n = (perYear.get(year) ?? 100) + 1;
    perYear.set(year, n);
    return { ...d.sale, id: index + 1, id_number: `AB-${year}-${String(n).padStart(4, '0')}` };
  });

  const records: DashboardRecords = {
    carSales,
    carPurchases: [],
    towings: [],
    containers: [],
    loadingRecords: [],
    shippings: [],
    summaryReports: [],
    balanceReports: [],
    stages: new Map(),
  };

  // Cars reach the warehouse in 1–2 weeks; those with their title in hand are then loaded, four to a container.
  const toLoad: ContainerPlan[] = [];
  drafts.forEach((d, index) => {
    const sale = carSales[index]!;
    reseed(faker, DOMAIN.orders, 5_000 + sale.id);
    const age = (now.getTime() - d.created.getTime()) / 86_400_000;
    const dispatched = addMinutes(d.created, faker.number.int({ min: 12, max: 48 }) * 60);
    const delivered = addDays(dispatched, faker.number.int({ min: 2, max: 9 }));
    const stage: Stage = dispatched > now ? 'purchased' : delivered > now ? 'towing' : 'at warehouse';
    records.stages.set(sale.id, stage);
    if (!d.titleProblem && age > 18 && stage === 'at warehouse') {
      toLoad.push({
        saleId: sale.id,
        warehouse: d.warehouse,
        ready: addDays(delivered, faker.number.int({ min: 2, max: 8 })),
        body: d.body,
        hex: d.hex,
      });
    }
    records.carPurchases.push({
      id: sale.id,
      car_sale_id: sale.id,
      seller: d.auction
        ? `${faker.helpers.arrayElement(AUCTION_HOUSES)} ${d.sale.dealer_state}`
        : `${faker.helpers.arrayElement(US_DEALER_WORDS.first)} ${faker.helpers.arrayElement(US_DEALER_WORDS.last)}`,
      purchase_date: sale.date,
      amount: sale.purchase_price ?? 0,
      auction_fees: d.auction ? faker.number.int({ min: 450, max: 1_250 }) : 0,
      created_at: d.created,
      updated_at: d.created,
    });
    if (stage !== 'purchased') {
      records.towings.push({
        id: records.towings.length + 1,
        car_sale_id: sale.id,
        towing_company_id: WAREHOUSES[d.warehouse - 1]!.towingCompany,
        towing_status:
          stage === 'towing'
            ? now.getTime() - dispatched.getTime() < 86_400_000
              ? 'Dispatch'
              : 'Towing in Progress'
            : faker.datatype.boolean({ probability: 0.1 })
              ? 'Delivered to Shop'
              : 'Delivered to Warehouse',
        pickup_address: `${d.auction ? 'Auction yard' : 'Dealer lot'}, ${d.sale.dealer_state}`,
        warehouse_id: d.warehouse,
        dispatched_at: dispatched,
        delivered_at: stage === 'at warehouse' ? delivered : null,
        cost: faker.number.int({ min: 15, max: 65 }) * 10,
        created_at: dispatched,
        updated_at: stage === 'at warehouse' ? delivered : dispatched,
      });
    }
    sale.car_location = stage === 'at warehouse' ? 'Warehouse' : sale.car_location;
    if (d.titleProblem && age > 6) sale.title_status = faker.helpers.arrayElement(TITLE_PROBLEMS);
    else if (age > 6) sale.title_status = age > 14 ? 'Auto US Office' : 'In Mail';
  });

  buildContainers(faker, toLoad, carSales, records, now);
  finishSales(faker, drafts, carSales, records, now);
  return records;
}

/** Summary reports, done flags, "last updated" times, balance entries and loading photos, once stages are known. */
function finishSales(
  faker: Faker,
  drafts: SaleDraft[],
  carSales: CarSaleRow[],
  records: DashboardRecords,
  now: Date,
): void {
  carSales.forEach((sale, index) => {
    const d = drafts[index]!;
    reseed(faker, DOMAIN.orders, 9_000 + sale.id);
    const stage = records.stages.get(sale.id)!;
    sale.is_done = stage === 'delivered' && faker.datatype.boolean({ probability: 0.9 });
    // About a quarter of open files were never touched after creation: these show the 20/30-day late colours.
    const stale = !sale.is_done && (d.titleProblem || faker.datatype.boolean({ probability: 0.25 }));
    sale.updated_at = stale
      ? d.created
      : pastMoment(faker, now, 0, Math.min(10, Math.floor((now.getTime() - d.created.getTime()) / 86_400_000)));
    if (sale.updated_at < d.created) sale.updated_at = d.created;
    records.summaryReports.push({
      id: sale.id,
      car_sale_id: sale.id,
      customer_id: sale.customer_id,
      stage,
      created_at: d.created,
      updated_at: sale.updated_at,
    });

    const entry = (description: string, debit: number, credit: number, date: Date) =>
      records.balanceReports.push({
        id: records.balanceReports.length + 1,
        customer_id: sale.customer_id,
        car_sale_id: sale.id,
        description,
        debit,
        credit,
        date: isoDate(date > now ? now : date),
        created_at: date > now ? now : date,
        updated_at: date > now ? now : date,
      });
    const vehicle = `${sale.year} ${sale.make} ${sale.model} (VIN …${sale.vin.slice(-6)})`;
    const total = sale.sale_price ?? 0;
    entry(`Vehicle purchase – ${vehicle}`, total, 0, d.created);
    const deposit = Math.round((total * faker.number.float({ min: 0.4, max: 0.6 })) / 100) * 100;
    entry(
      `Deposit received – ${faker.helpers.arrayElement(['ABA Bank transfer', 'ACLEDA Bank transfer', 'Cash at Phnom Penh office'])}`,
      0,
      deposit,
      addDays(d.created, 1),
    );
    const towing = records.towings.find((t) => t.car_sale_id === sale.id);
    if (towing)
      entry(
        `Inland towing to ${WAREHOUSES[d.warehouse - 1]!.row.warehouse}`,
        towing.cost ?? 0,
        0,
        towing.dispatched_at ?? d.created,
      );
    const loading = records.loadingRecords.find((l) => l.car_sale_id === sale.id);
    if (loading) {
      const container = records.containers.find((c) => c.id === loading.container_id)!;
      entry(
        `Ocean freight, container ${container.container_number}`,
        faker.number.int({ min: 29, max: 38 }) * 50,
        0,
        new Date(`${loading.loaded_at}T03:00:00Z`),
      );
      loading.images = [0, 4, 8].map((v) => vehicleImagePath(d.body, d.hex, v));
    }
    if (stage === 'delivered' || (stage === 'customs' && faker.datatype.boolean({ probability: 0.5 }))) {
      const owed = records.balanceReports
        .filter((b) => b.car_sale_id === sale.id)
        .reduce((sum, b) => sum + (b.debit ?? 0) - (b.credit ?? 0), 0);
      const paidInFull = faker.datatype.boolean({ probability: 0.8 });
      entry(
        'Balance payment – wire transfer',
        0,
        paidInFull ? owed : Math.round(owed / 200) * 100,
        addDays(now, -faker.number.int({ min: 0, max: 20 })),
      );
    }
  });
}
