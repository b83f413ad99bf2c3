// How the superuser and staff pages name a record's car, customer and fixed values.
import type { PaymentStatus, RecordCar } from '@/lib/contract/orders';

export const carName = (car: Pick<RecordCar, 'year' | 'make' | 'model'>): string =>
  `${car.year} ${car.make} ${car.model}`.trim();

export const personName = (person: { first_name: string; last_name: string } | null | undefined): string =>
  person ? `${person.first_name} ${person.last_name}`.trim() || 'Unnamed customer' : '—';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partial: 'Partly paid',
  paid: 'Paid',
};

/** `Long Beach, CA` once, when the warehouse's name already says where it is. */
export function warehouseLabel(warehouse: { warehouse: string; city: string; state: string } | null): string {
  if (!warehouse) return '—';
  const place = [warehouse.city, warehouse.state].filter(Boolean).join(', ');
  return !place || warehouse.warehouse.includes(warehouse.city)
    ? warehouse.warehouse
    : `${warehouse.warehouse}, ${place}`;
}

/** The car order a record belongs to: the customer's side of the same car. */
export const carOrderHref = (carSaleId: number): string => `/shipping-dashboard/car-sales/${carSaleId}/`;
