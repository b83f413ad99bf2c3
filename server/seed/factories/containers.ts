// Containers: cars ready at a warehouse are stuffed four to a box, booked on a carrier and tracked with DCSA events.
import type { Faker } from '@faker-js/faker';
import type { VehicleBody } from '../../media/car-svg';
import { vehicleImagePath } from '../../media/paths';
import { addDays, addMinutes, isoDate } from '../random';
import { buildContainerNumber, CARRIERS, WAREHOUSES } from './logistics';
import type { CarSaleRow, DashboardRecords, Stage } from './orders';

export interface ContainerPlan {
  saleId: number;
  warehouse: number;
  /** When the car (and its title) is ready to load. */
  ready: Date;
  body: VehicleBody;
  hex: string;
}

type ContainerEvent = { code: string; kind: string; at: string; location: string };

const CARS_PER_CONTAINER = 4;

function stageAt(now: Date, etd: Date, eta: Date): Stage {
  if (now < etd) return 'loaded';
  if (now < eta) return 'in transit';
  if (now < addDays(eta, 4)) return 'arrived';
  if (now < addDays(eta, 10)) return 'customs';
  return 'delivered';
}

const CONTAINER_STATUS: Partial<Record<Stage, string>> = {
  loaded: 'booked',
  'in transit': 'in transit',
  arrived: 'arrived',
  customs: 'arrived',
};
const SHIPPING_STATUS: Partial<Record<Stage, string>> = {
  loaded: 'booked',
  'in transit': 'in transit',
  arrived: 'arrived',
  customs: 'customs clearance',
  delivered: 'delivered',
};

function events(stuffed: Date, etd: Date, eta: Date, warehouseCity: string, port: string, now: Date): ContainerEvent[] {
  const plan: [string, Date, string][] = [
    ['GTOT', addDays(stuffed, -1), `${warehouseCity} container depot`],
    ['STUF', stuffed, `${warehouseCity} warehouse`],
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

export function buildContainers(
  faker: Faker,
  plans: ContainerPlan[],
  carSales: CarSaleRow[],
  records: DashboardRecords,
  now: Date,
): void {
  for (const region of WAREHOUSES) {
    const ready = plans
      .filter((p) => p.warehouse === region.row.id)
      .sort((a, b) => a.ready.getTime() - b.ready.getTime());
    for (let start = 0; start < ready.length; start += CARS_PER_CONTAINER) {
      const group = ready.slice(start, start + CARS_PER_CONTAINER);
      const latest = group[group.length - 1]!.ready;
      const stuffed = latest > now ? now : latest;
      const carrier = faker.helpers.arrayElement(CARRIERS);
      const etd = addDays(stuffed, faker.number.int({ min: 3, max: 7 }));
      const eta = addDays(etd, faker.number.int({ min: 38, max: 46 }));
      const stage = stageAt(now, etd, eta);
      const containerId = records.containers.length + 1;
      records.containers.push({
        id: containerId,
        container_number: buildContainerNumber(faker, faker.helpers.arrayElement(carrier.prefixes)),
        booking_number: faker.helpers.replaceSymbols(carrier.booking),
        shipping_company: carrier.name,
        vessel: faker.helpers.arrayElement(carrier.vessels),
        loading_port_id: region.row.id,
        destination_port: 'Sihanoukville',
        etd: isoDate(etd),
        eta: isoDate(eta),
        status: CONTAINER_STATUS[stage] ?? 'delivered',
        events: events(stuffed, etd, eta, region.row.city, region.row.port, now),
        created_at: stuffed,
        updated_at: stuffed,
      });
      for (const plan of group) {
        const sale = carSales[plan.saleId - 1]!;
        records.stages.set(sale.id, stage);
        sale.car_location = 'Customs';
        sale.title_status = 'Customs';
        records.loadingRecords.push({
          id: records.loadingRecords.length + 1,
          car_sale_id: sale.id,
          container_id: containerId,
          warehouse_id: region.row.id,
          loading_port_id: region.row.id,
          loaded_at: isoDate(stuffed),
          created_at: stuffed,
          updated_at: stuffed,
        });
        const arrivedPhotos = stage === 'arrived' || stage === 'customs' || stage === 'delivered';
        records.shippings.push({
          id: records.shippings.length + 1,
          car_sale_id: sale.id,
          container_id: containerId,
          shipping_type: 'container',
          status: SHIPPING_STATUS[stage]!,
          images: arrivedPhotos
            ? [vehicleImagePath(plan.body, plan.hex, 2), vehicleImagePath(plan.body, plan.hex, 9)]
            : [],
          created_at: stuffed,
          updated_at: stuffed,
        });
      }
    }
  }
}
