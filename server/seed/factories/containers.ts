// Containers: cars ready at a warehouse are stuffed four to a box, booked on a carrier and tracked with DCSA events;
// each car's shipping then records its arrival, customs clearance and delivery as they happen.
import type { Faker } from '@faker-js/faker';
import type { VehicleBody } from '../../media/car-svg';
import { vehicleImagePath } from '../../media/paths';
import { addDays, addMinutes, DOMAIN, isoDate, reseed } from '../random';
import { buildContainerNumber, CARRIERS, WAREHOUSES, type WarehouseRegion } from './logistics';
import type { CarSaleRow, DashboardRecords } from './orders';
import { demoFile } from './record-files';
import { arrivalDates, stageIndex, stageOf, STAGES, type ContainerDates, type Stage } from './timeline';

export interface ContainerPlan {
  saleId: number;
  /** The car's draft key: its own random choices (arrival dates) hang on it. */
  key: number;
  /** A forced stage: the car rides in that stage's container and its dates stop at that stage. */
  pin: Stage | null;
  warehouse: number;
  /** When the car (and its title) is ready to load. */
  ready: Date;
  body: VehicleBody;
  hex: string;
}

type ContainerEvent = { code: string; kind: string; at: string; location: string };

const CARS_PER_CONTAINER = 4;

const minDate = (a: Date, b: Date) => (a < b ? a : b);

/** By calendar day, as the stage rule compares dates: a box leaving today is already in transit. */
function containerStatus(today: string, { etd, eta }: ContainerDates): string {
  if (today < isoDate(etd)) return 'booked';
  if (today < isoDate(eta)) return 'in transit';
  if (today < isoDate(addDays(eta, 10))) return 'arrived';
  return 'delivered';
}

const SHIPPING_STATUS: Partial<Record<Stage, string>> = {
  loaded: 'booked',
  'in transit': 'in transit',
  arrived: 'arrived',
  customs: 'customs cleared',
  delivered: 'delivered',
};

function events(dates: ContainerDates, region: WarehouseRegion, now: Date): ContainerEvent[] {
  const { stuffed, etd, eta } = dates;
  const { city, port } = region.row;
  const plan: [string, Date, string][] = [
    ['GTOT', addDays(stuffed, -1), `${city} container depot`],
    ['STUF', stuffed, `${city} warehouse`],
    ['GTIN', addDays(stuffed, 1), port],
    ['LOAD', addMinutes(etd, -360), port],
    ['DEPA', etd, port],
    ['ARRI', addDays(etd, 28), 'Singapore (transshipment)'],
    ['DEPA', addDays(etd, 31), 'Singapore (transshipment)'],
    ['ARRI', eta, 'Sihanoukville Autonomous Port'],
    ['DISC', addMinutes(eta, 360), 'Sihanoukville Autonomous Port'],
    ['GTOT', addDays(eta, 3), 'Sihanoukville Autonomous Port'],
    ['STRP', addDays(eta, 5), 'Phnom Penh dry port'],
  ];
  return plan.map(([code, at, location]) => ({
    code,
    kind: at <= now ? 'actual' : 'estimated',
    at: at.toISOString(),
    location,
  }));
}

/** Groups of up to four cars with their container's region and dates: by warehouse and readiness, or by forced stage. */
function groups(
  faker: Faker,
  plans: ContainerPlan[],
  now: Date,
  pinned: Map<Stage, ContainerDates>,
): [WarehouseRegion, ContainerDates, ContainerPlan[]][] {
  const out: [WarehouseRegion, ContainerDates, ContainerPlan[]][] = [];
  for (const region of WAREHOUSES) {
    const ready = plans
      .filter((p) => !p.pin && p.warehouse === region.row.id)
      .sort((a, b) => a.ready.getTime() - b.ready.getTime() || a.saleId - b.saleId);
    for (let start = 0; start < ready.length; start += CARS_PER_CONTAINER) {
      const group = ready.slice(start, start + CARS_PER_CONTAINER);
      reseed(faker, DOMAIN.orders, 6_000, region.row.id, group[0]!.key);
      const latest = group[group.length - 1]!.ready;
      const stuffed = latest > now ? now : latest;
      const etd = addDays(stuffed, faker.number.int({ min: 3, max: 7 }));
      out.push([region, { stuffed, etd, eta: addDays(etd, faker.number.int({ min: 38, max: 46 })) }, group]);
    }
  }
  for (const stage of STAGES) {
    const group = plans.filter((p) => p.pin === stage);
    if (group.length) out.push([WAREHOUSES[stageIndex(stage) % WAREHOUSES.length]!, pinned.get(stage)!, group]);
  }
  return out;
}

export function buildContainers(
  faker: Faker,
  plans: ContainerPlan[],
  carSales: CarSaleRow[],
  records: DashboardRecords,
  now: Date,
  pinned: Map<Stage, ContainerDates>,
): void {
  const today = isoDate(now);
  for (const [region, dates, group] of groups(faker, plans, now, pinned)) {
    const containerId = records.containers.length + 1;
    reseed(faker, DOMAIN.orders, 6_500, region.row.id, group[0]!.key);
    const carrier = faker.helpers.arrayElement(CARRIERS);
    const saleIds = new Set(group.map((p) => p.saleId));
    const invoices = records.recordFiles.filter((f) => f.kind === 'carspurchased' && saleIds.has(f.car_sale_id ?? 0));
    records.containers.push({
      id: containerId,
      container_number: buildContainerNumber(faker, faker.helpers.arrayElement(carrier.prefixes)),
      booking_number: faker.helpers.replaceSymbols(carrier.booking),
      shipping_company: carrier.name,
      vessel: faker.helpers.arrayElement(carrier.vessels),
      loading_port_id: region.row.id,
      destination_port: 'Sihanoukville',
      etd: isoDate(dates.etd),
      eta: isoDate(dates.eta),
      status: containerStatus(today, dates),
      events: events(dates, region, now),
      created_at: dates.stuffed,
      updated_at: dates.stuffed,
    });
    // The auction invoices travel with the box for export clearance; the photos are the cars strapped inside.
    records.recordFiles.push(
      ...invoices.map((f) => demoFile('containers', containerId, null, 'auction_invoices', f.path, dates.stuffed)),
      ...group.map((p) =>
        demoFile('containers', containerId, null, 'images', vehicleImagePath(p.body, p.hex, 6), dates.stuffed),
      ),
    );
    for (const plan of group) {
      const sale = carSales[plan.saleId - 1]!;
      reseed(faker, DOMAIN.orders, 8_000, plan.key);
      const arrival = arrivalDates(faker, dates.eta, now, plan.pin);
      const stage = stageOf(
        {
          towing: true,
          towingDelivered: true,
          loadedAt: isoDate(dates.stuffed),
          containerEtd: isoDate(dates.etd),
          arrivedAt: arrival.arrived_at,
          customsClearedAt: arrival.customs_cleared_at,
          deliveredAt: arrival.delivered_at,
        },
        today,
      );
      sale.car_location = 'Customs';
      sale.title_status = 'Customs';
      records.loadingRecords.push({
        id: records.loadingRecords.length + 1,
        car_sale_id: sale.id,
        container_id: containerId,
        warehouse_id: region.row.id,
        loading_port_id: region.row.id,
        loaded_at: isoDate(dates.stuffed),
        created_at: dates.stuffed,
        updated_at: dates.stuffed,
      });
      const loadingId = records.loadingRecords.length;
      records.recordFiles.push(
        ...[0, 4, 8].map((v) =>
          demoFile(
            'loadingrecords',
            loadingId,
            sale.id,
            'container_images',
            vehicleImagePath(plan.body, plan.hex, v),
            dates.stuffed,
          ),
        ),
      );
      const landed = stageIndex(stage) >= stageIndex('arrived');
      const lastStep = arrival.delivered_at ?? arrival.customs_cleared_at ?? arrival.arrived_at;
      records.shippings.push({
        id: records.shippings.length + 1,
        car_sale_id: sale.id,
        container_id: containerId,
        shipping_type: 'container',
        status: SHIPPING_STATUS[stage]!,
        ...arrival,
        created_at: dates.stuffed,
        updated_at: lastStep ? minDate(new Date(`${lastStep}T03:00:00Z`), now) : dates.stuffed,
      });
      if (landed) {
        const shippingId = records.shippings.length;
        const at = arrival.arrived_at ? new Date(`${arrival.arrived_at}T03:00:00Z`) : dates.stuffed;
        records.recordFiles.push(
          ...[2, 9].map((v) =>
            demoFile('shippings', shippingId, sale.id, 'images', vehicleImagePath(plan.body, plan.hex, v), at),
          ),
        );
      }
    }
  }
}
