// The customer's records as the orders API answers them (notes, timeline, overview), for the component tests.
import {
  SHIPMENT_STAGES,
  STAGE_LABELS,
  type OrdersOverview,
  type RecordCar,
  type RecordNote,
  type SummaryReport,
  type TimelineStep,
} from '@/lib/contract/orders';
import type { AuthUser } from '@/stores/use-auth-store';

export const customerUser: AuthUser = {
  id: 7,
  unique_id: 'u-7',
  email: 'customer@demo.local',
  first_name: 'Sokha',
  last_name: 'Chan',
  account_type: 'Personal Account',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};
export const staffUser: AuthUser = {
  ...customerUser,
  id: 3,
  unique_id: 'u-3',
  email: 'staff@demo.local',
  first_name: 'Vanna',
  last_name: 'Sok',
  is_admin: true,
};

export const camry = (over: Partial<RecordCar> = {}): RecordCar => ({
  car_sale_id: 41,
  id_number: 'AB-0041',
  vin: '4T1B11HK5MU123456',
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  color: 'White',
  image: null,
  ...over,
});

export function note(id: number, content: string, author: AuthUser | null, over: Partial<RecordNote> = {}): RecordNote {
  return {
    id,
    record_id: 5,
    content,
    is_private: false,
    author: author && {
      id: author.id,
      first_name: author.first_name,
      last_name: author.last_name,
      is_staff: author.is_admin || author.is_superuser,
    },
    created_at: `2026-11-${String(10 + id).padStart(2, '0')}T03:00:00Z`,
    updated_at: `2026-11-${String(10 + id).padStart(2, '0')}T03:00:00Z`,
    ...over,
  };
}

/** The eight steps with the car at `current` (0-based): earlier ones done, later ones upcoming, ETA estimated. */
export function timeline(current: number): TimelineStep[] {
  return SHIPMENT_STAGES.map((stage, index) => ({
    stage,
    label: STAGE_LABELS[stage],
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
    date:
      index <= current
        ? `2026-10-${String(10 + index * 2).padStart(2, '0')}`
        : stage === 'arrived'
          ? '2026-12-20'
          : null,
    estimated: index > current && stage === 'arrived',
    detail: stage === 'in transit' ? 'MSC Aurora, ETD 14 Oct 2026' : '',
    images:
      stage === 'at warehouse'
        ? ['/media/generated/car/sedan/ffffff/1.svg', '/media/generated/car/sedan/ffffff/2.svg']
        : [],
  }));
}

export function summaryReport(id: number, over: Partial<SummaryReport> = {}): SummaryReport {
  return {
    id,
    created_at: '2026-10-01T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    notes: [],
    unread_notes: [],
    car: camry(),
    customer: { id: 7, first_name: 'Sokha', last_name: 'Chan', email: 'customer@demo.local' },
    customer_type: 'private',
    sales_rep: { id: 3, name: 'Vanna Sok' },
    stage: 'in transit',
    eta: '2026-12-20',
    car_price: 15000,
    auction_fees: 900,
    towing: 350,
    ocean_freight: 1800,
    customs_duties: 4200,
    other_charges: 0,
    total: 22250,
    paid: 20000,
    balance: 2250,
    ...over,
  };
}

export const emptyOverview: OrdersOverview = {
  in_transit: [],
  in_transit_count: 0,
  delivered_count: 0,
  unread_notes: 0,
  balance_due: 0,
  activity: [],
};

export function overview(over: Partial<OrdersOverview> = {}): OrdersOverview {
  return {
    in_transit: [
      {
        summary_report_id: 5,
        car: camry(),
        stage: 'in transit',
        stage_label: 'Container shipped',
        eta: '2026-12-20',
        balance: 2250,
        unread_notes: 2,
        updated_at: '2026-11-20T03:00:00Z',
      },
      {
        summary_report_id: 6,
        car: camry({ car_sale_id: 42, make: 'Lexus', model: 'RX 350', year: 2019, vin: '2T2BZMCA0KC654321' }),
        stage: 'towing',
        stage_label: 'Towing',
        eta: null,
        balance: 0,
        unread_notes: 0,
        updated_at: '2026-11-19T03:00:00Z',
      },
    ],
    in_transit_count: 2,
    delivered_count: 1,
    unread_notes: 2,
    balance_due: 2250,
    activity: [
      {
        at: '2026-11-20T03:00:00Z',
        kind: 'note',
        record_kind: 'carsales',
        record_id: 41,
        car: camry(),
        text: 'Title copy received, original is on its way by mail.',
      },
      {
        at: '2026-11-18T00:00:00.000Z',
        kind: 'stage',
        record_kind: 'summaryreports',
        record_id: 7,
        car: { ...camry(), year: 2019, make: 'Lexus', model: 'RX 350' },
        text: 'Loaded: Loaded into container MSCU1234566',
      },
    ],
    ...over,
  };
}
