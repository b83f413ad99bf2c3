// Dashboard records: each car sale and the purchase, towing, loading, container, shipping and reports that follow it.
import type { Faker } from '@faker-js/faker';
import type { carPurchases, carSales, containers, loadingRecords, shippings, towings } from '../../db/schema';
import type { VehicleBody } from '../../media/car-svg';
import { bannerImagePath } from '../../media/paths';
import { MODERN_MODELS } from '../catalog';
import { AUCTION_HOUSES, COMMON_COLOURS, EXTERIOR_COLOURS, US_DEALER_WORDS } from '../places';
import { addDays, addMinutes, createFaker, DOMAIN, isoDate, pastMoment, reseed, weighted } from '../random';
import { BODY_IMAGES } from './cars';
import { buildContainers, type ContainerPlan } from './containers';
import { finishSales } from './finish-sales';
import type { BalanceRow, SummaryRow } from './ledger';
import { WAREHOUSES } from './logistics';
import { demoFile, type RecordFileRow } from './record-files';
import {
  isContainerStage,
  pinnedContainerDates,
  pinnedTimes,
  STAGES,
  stageIndex,
  type ContainerDates,
  type SaleTimes,
  type Stage,
} from './timeline';
import type { DemoPeople } from './users';
import { buildVin } from './vehicle-ids';

export type CarSaleRow = typeof carSales.$inferInsert & { id: number };
type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: number };

export interface DashboardRecords {
  carSales: CarSaleRow[];
  carPurchases: Row<typeof carPurchases>[];
  towings: Row<typeof towings>[];
  containers: Row<typeof containers>[];
  loadingRecords: Row<typeof loadingRecords>[];
  shippings: Row<typeof shippings>[];
  /** Photos and invoices of the records above (decision 040). */
  recordFiles: RecordFileRow[];
  summaryReports: SummaryRow[];
  balanceReports: BalanceRow[];
  /** Stage per car sale id, as the records imply it (timeline.stageOf), for notes that fit what happened. */
  stages: Map<number, Stage>;
}

export interface SaleDraft {
  /** Stable per customer and position, so a car's own random choices survive re-numbering. */
  key: number;
  sale: Omit<CarSaleRow, 'id' | 'id_number'>;
  warehouse: number;
  auction: boolean;
  titleProblem: boolean;
  body: VehicleBody;
  hex: string;
  times: SaleTimes;
  /** The stage this car was forced to (a demo customer lacked it), or null for the random plan. */
  pin: Stage | null;
  auctionFees: number;
  serviceFee: number;
  seller: string;
}

const TITLE_PROBLEMS = ['Dealer DMV', 'Local DMV', 'Wisconsin'];

function draftSale(
  faker: Faker,
  key: number,
  customerId: number,
  dealer: boolean,
  people: DemoPeople,
  now: Date,
  pin: Stage | null,
  pinned: Map<Stage, ContainerDates>,
): SaleDraft {
  // A forced car rides in its stage's container, so it comes from that container's warehouse region.
  const region =
    pin && isContainerStage(pin)
      ? WAREHOUSES[stageIndex(pin) % WAREHOUSES.length]!
      : weighted(
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
  const auctionFees = auction ? faker.number.int({ min: 450, max: 1_250 }) : 0;
  const serviceFee = faker.number.int({ min: 5, max: 15 }) * 100;
  const seller = auction
    ? `${faker.helpers.arrayElement(AUCTION_HOUSES)} ${state}`
    : `${faker.helpers.arrayElement(US_DEALER_WORDS.first)} ${faker.helpers.arrayElement(US_DEALER_WORDS.last)}`;
  let times: SaleTimes;
  if (pin) {
    times = pinnedTimes(faker, pin, now, pinned.get(pin) ?? null);
  } else {
    const created = pastMoment(faker, now, 0, 120);
    const dispatched = addMinutes(created, faker.number.int({ min: 12, max: 48 }) * 60);
    times = { created, dispatched, delivered: addDays(dispatched, faker.number.int({ min: 2, max: 9 })) };
  }
  return {
    key,
    sale: {
      customer_id: customerId,
      sales_rep_id: faker.helpers.arrayElement(people.salesStaff),
      customer_type: dealer ? 'dealer' : 'private',
      date: isoDate(times.created),
      vin: buildVin(faker, faker.helpers.arrayElement(entry.wmi), year),
      year,
      make: entry.make,
      model: entry.model,
      trim: faker.helpers.arrayElement(entry.trims).name,
      color: colour,
      lot_number: auction ? faker.string.numeric({ length: 8, allowLeadingZeros: false }) : '',
      purchase_price: purchase,
      // What the customer pays for the car itself; shipping and duties are charged as they happen.
      sale_price: purchase + auctionFees + serviceFee,
      dealer_state: state,
      car_location: auction ? 'Auction' : 'Dealer',
      title_status: auction ? 'Auction' : 'Dealer',
      is_done: false,
      is_flagged: faker.datatype.boolean({ probability: 0.08 }),
      created_at: times.created,
      updated_at: times.created,
    },
    warehouse: region.row.id,
    auction,
    titleProblem: !pin && faker.datatype.boolean({ probability: 0.15 }),
    body: BODY_IMAGES[entry.body]!,
    hex: EXTERIOR_COLOURS[colour]!,
    times,
    pin,
    auctionFees,
    serviceFee,
    seller,
  };
}

/** The demo logins: each must have a car at every stage. */
export function demoCustomers(people: DemoPeople): number[] {
  return [people.customer, people.customer2, people.dealer];
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

/**
 * The random plan, then a check: a demo customer missing a stage gets one of their cars forced to it (taken from
 * their most crowded stage), and the plan is rebuilt until every demo customer has every stage. Forced cars keep
 * their stage whatever the rest does, so this ends within a few rounds.
 */
export function buildDashboard(people: DemoPeople, now: Date): DashboardRecords {
  const pins = new Map<number, Stage>();
  for (;;) {
    const { records, keys } = buildRecords(people, now, pins);
    let added = false;
    for (const customerId of demoCustomers(people)) {
      const own = records.carSales.filter((s) => s.customer_id === customerId);
      const missing = STAGES.filter((stage) => !own.some((s) => records.stages.get(s.id) === stage));
      for (const stage of missing) {
        const free = own.filter((s) => !pins.has(keys.get(s.id)!));
        const crowd = (at: Stage) => free.filter((s) => records.stages.get(s.id) === at).length;
        const pick = [...free].sort(
          (a, b) => crowd(records.stages.get(b.id)!) - crowd(records.stages.get(a.id)!) || a.id - b.id,
        )[0];
        if (!pick) throw new Error(`customer ${customerId} has too few cars to show every stage`);
        pins.set(keys.get(pick.id)!, stage);
        records.stages.set(pick.id, stage);
        added = true;
      }
    }
    if (!added) return records;
  }
}

/** The records for a plan with some cars forced to a stage, and each car sale's draft key. */
function buildRecords(
  people: DemoPeople,
  now: Date,
  pins: Map<number, Stage>,
): { records: DashboardRecords; keys: Map<number, number> } {
  const faker = createFaker();
  const pinned = new Map<Stage, ContainerDates>();
  for (const stage of STAGES.filter(isContainerStage)) {
    reseed(faker, DOMAIN.orders, 7_000, stageIndex(stage));
    pinned.set(stage, pinnedContainerDates(faker, stage, now));
  }
  const drafts: SaleDraft[] = [];
  for (const [customerId, dealer, count] of customerPlan(people)) {
    for (let k = 0; k < count; k += 1) {
      const key = customerId * 1_000 + k;
      reseed(faker, DOMAIN.orders, customerId, k);
      drafts.push(draftSale(faker, key, customerId, dealer, people, now, pins.get(key) ?? null, pinned));
    }
  }
  // Ids and id numbers follow the purchase date, as they would in a live system.
  drafts.sort((a, b) => a.times.created.getTime() - b.times.created.getTime() || a.sale.vin.localeCompare(b.sale.vin));
  const perYear = new Map<number, number>();
  const carSales: CarSaleRow[] = drafts.map((d, index) => {
    const year = d.times.created.getUTCFullYear();
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
    recordFiles: [],
    summaryReports: [],
    balanceReports: [],
    stages: new Map(),
  };

  // Cars reach the warehouse in 1–2 weeks; those with their title in hand are then loaded, four to a container.
  const toLoad: ContainerPlan[] = [];
  drafts.forEach((d, index) => {
    const sale = carSales[index]!;
    reseed(faker, DOMAIN.orders, 5_000, d.key);
    const { created, dispatched, delivered } = d.times;
    const age = (now.getTime() - created.getTime()) / 86_400_000;
    const stage: Stage = dispatched > now ? 'purchased' : delivered > now ? 'towing' : 'at warehouse';
    const loadable = d.pin ? isContainerStage(d.pin) : !d.titleProblem && age > 18 && stage === 'at warehouse';
    if (loadable) {
      const ready = addDays(delivered, faker.number.int({ min: 2, max: 8 }));
      toLoad.push({ saleId: sale.id, key: d.key, pin: d.pin, warehouse: d.warehouse, ready, body: d.body, hex: d.hex });
    }
    records.carPurchases.push({
      id: sale.id,
      car_sale_id: sale.id,
      seller: d.seller,
      purchase_date: sale.date,
      amount: sale.purchase_price ?? 0,
      auction_fees: d.auctionFees,
      keys: faker.datatype.boolean({ probability: 0.9 }),
      created_at: created,
      updated_at: created,
    });
    records.recordFiles.push(
      demoFile(
        'carspurchased',
        sale.id,
        sale.id,
        'invoices',
        d.auction
          ? bannerImagePath('card', 1 + (sale.id % 6), 'Auction invoice', `${d.seller} lot ${sale.lot_number}`)
          : bannerImagePath('card', 1 + (sale.id % 6), 'Bill of sale', d.seller),
        created,
      ),
    );
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

  buildContainers(faker, toLoad, carSales, records, now, pinned);
  finishSales(faker, drafts, carSales, records, now);
  return { records, keys: new Map(carSales.map((s, i) => [s.id, drafts[i]!.key])) };
}
