// Once every car's records exist: its stage (by the one rule), its ledger and summary costs, the purchase's payment
// status, done flags and "last updated" times.
import type { Faker } from '@faker-js/faker';
import { DOMAIN, isoDate, pastMoment, reseed } from '../random';
import { buildLedger, paymentStatus, type Charge } from './ledger';
import { WAREHOUSES } from './logistics';
import type { CarSaleRow, DashboardRecords, SaleDraft } from './orders';
import { stageOf, type Stage } from './timeline';

function bySale<T extends { car_sale_id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.car_sale_id, r]));
}

const atNoon = (day: string) => new Date(`${day}T03:00:00Z`);

export function finishSales(
  faker: Faker,
  drafts: SaleDraft[],
  carSales: CarSaleRow[],
  records: DashboardRecords,
  now: Date,
): void {
  const today = isoDate(now);
  const towings = bySale(records.towings);
  const loadings = bySale(records.loadingRecords);
  const shippingsBySale = bySale(records.shippings);
  const purchases = bySale(records.carPurchases);
  const containers = new Map(records.containers.map((c) => [c.id, c]));

  carSales.forEach((sale, index) => {
    const d = drafts[index]!;
    reseed(faker, DOMAIN.orders, 9_000, d.key);
    const towing = towings.get(sale.id);
    const loading = loadings.get(sale.id);
    const shipping = shippingsBySale.get(sale.id);
    const container = loading?.container_id ? containers.get(loading.container_id) : undefined;
    const stage: Stage = stageOf(
      {
        towing: Boolean(towing),
        towingDelivered: Boolean(towing?.delivered_at),
        loadedAt: loading?.loaded_at ?? null,
        containerEtd: container?.etd ?? null,
        arrivedAt: shipping?.arrived_at ?? null,
        customsClearedAt: shipping?.customs_cleared_at ?? null,
        deliveredAt: shipping?.delivered_at ?? null,
      },
      today,
    );
    records.stages.set(sale.id, stage);

    const vehicle = `${sale.year} ${sale.make} ${sale.model} (VIN …${sale.vin.slice(-6)})`;
    const carPrice = sale.purchase_price ?? 0;
    const charges: Charge[] = [
      { kind: 'car_price', detail: vehicle, amount: carPrice, at: d.times.created },
      { kind: 'auction_fees', detail: d.seller, amount: d.auctionFees, at: d.times.created },
      {
        kind: 'other_charges',
        detail: 'purchase, export papers and handling',
        amount: d.serviceFee,
        at: d.times.created,
      },
    ];
    if (towing)
      charges.push({
        kind: 'towing',
        detail: `to ${WAREHOUSES[d.warehouse - 1]!.row.warehouse}`,
        amount: towing.cost ?? 0,
        at: towing.dispatched_at ?? d.times.created,
      });
    if (loading?.loaded_at && container)
      charges.push({
        kind: 'ocean_freight',
        detail: `container ${container.container_number}`,
        amount: faker.number.int({ min: 29, max: 38 }) * 50,
        at: atNoon(loading.loaded_at),
      });
    // Cambodian import duty and taxes on a car run to about a third or more of its value.
    if (shipping?.customs_cleared_at)
      charges.push({
        kind: 'customs_duties',
        detail: 'import duty, VAT and clearance at Sihanoukville',
        amount: Math.round((carPrice * faker.number.float({ min: 0.3, max: 0.5 })) / 50) * 50,
        at: atNoon(shipping.customs_cleared_at),
      });
    const carCost = carPrice + d.auctionFees + d.serviceFee;
    const settled = shipping?.delivered_at ?? shipping?.customs_cleared_at ?? null;
    const ledger = buildLedger(
      faker,
      {
        saleId: sale.id,
        customerId: sale.customer_id,
        stage,
        created: d.times.created,
        carCost,
        charges,
        settleFrom: settled ? atNoon(settled) : null,
      },
      now,
      records.balanceReports.length + 1,
    );
    records.balanceReports.push(...ledger.entries);
    const purchase = purchases.get(sale.id)!;
    purchase.payment_status = paymentStatus(ledger.costs.paid, carCost);

    sale.is_done = stage === 'delivered' && faker.datatype.boolean({ probability: 0.9 });
    // About a quarter of open files were never touched after creation: these show the 20/30-day late colours.
    const stale = !sale.is_done && (d.titleProblem || faker.datatype.boolean({ probability: 0.25 }));
    const ageDays = Math.floor((now.getTime() - d.times.created.getTime()) / 86_400_000);
    sale.updated_at = stale ? d.times.created : pastMoment(faker, now, 0, Math.min(10, ageDays));
    if (sale.updated_at < d.times.created) sale.updated_at = d.times.created;
    records.summaryReports.push({
      id: sale.id,
      car_sale_id: sale.id,
      customer_id: sale.customer_id,
      stage,
      ...ledger.costs,
      created_at: d.times.created,
      updated_at: sale.updated_at,
    });
  });
}
