// Records of the superuser views as the API answers them, for the component tests.
import type { BalanceReport, CarPurchase, Container, RecordCar } from '@/lib/contract/orders';
import type { RecordFile } from '@/lib/contract/record-files';

export const car = (over: Partial<RecordCar> = {}): RecordCar => ({
  car_sale_id: 41,
  id_number: 'AB-0041',
  vin: '1HGCM82633A004352',
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  color: 'White',
  image: null,
  ...over,
});

const customer = { id: 7, first_name: 'Sokha', last_name: 'Chan', email: 'customer@demo.local' };

export const purchase = (id: number, over: Partial<CarPurchase> = {}): CarPurchase => ({
  id,
  created_at: '2026-11-01T03:00:00Z',
  updated_at: '2026-11-20T09:05:00Z',
  notes: [],
  unread_notes: [],
  car: car(),
  customer,
  sales_rep: { id: 3, name: 'Vanna Sok' },
  lot_number: '55123890',
  seller: 'Copart Dallas',
  dealer_state: 'TX',
  purchase_date: '2026-11-02',
  bid_price: 8450,
  auction_fees: 0,
  title_status: 'In Mail',
  car_location: 'Warehouse',
  keys: true,
  payment_status: 'partial',
  is_done: false,
  is_flagged: false,
  invoices: ['https://files.example.com/invoices/INV-2041.pdf'],
  ...over,
});

export const balance: BalanceReport = {
  id: 7,
  notes: [],
  unread_notes: [],
  customer,
  charges: 12000,
  payments: 9000,
  balance: 3000,
  last_entry_date: '2026-11-18',
  entries: [
    { id: 1, date: '2026-11-02', description: 'Car price', car: car(), debit: 10000, credit: 0, balance: 10000 },
    { id: 2, date: '2026-11-05', description: 'Bank transfer', car: null, debit: 0, credit: 9000, balance: 1000 },
    { id: 3, date: '2026-11-18', description: 'Ocean freight', car: car(), debit: 2000, credit: 0, balance: 3000 },
  ],
};

export const container: Container = {
  id: 15,
  created_at: '2026-11-20T00:00:00Z',
  updated_at: '2026-11-23T00:00:00Z',
  notes: [],
  unread_notes: [],
  container_number: 'ONEU9095343',
  booking_number: 'HOUE99000649',
  shipping_company: 'ONE',
  vessel: 'ONE Harmony',
  loading_port: { id: 4, name: 'Port of Long Beach', warehouse_id: 4 },
  destination_port: 'Sihanoukville',
  etd: '2026-11-27',
  eta: '2027-01-11',
  status: 'booked',
  events: [{ code: 'LOAD', kind: 'estimated', at: '2026-11-27T00:00:00Z', location: 'Port of Long Beach' }],
  cars: [
    { ...car({ car_sale_id: 68, make: 'Lexus', model: 'RX 350', year: 2015 }), customer },
    {
      ...car({ car_sale_id: 70, vin: 'JTDKN3DU0A0123456', model: 'Prius' }),
      customer: { ...customer, id: 8, first_name: 'Dara', last_name: 'Kim' },
    },
  ],
  auction_invoices: ['https://files.example.com/invoices/INV-77.pdf'],
  images: [],
};

/** The container's invoice as the files endpoint answers it (decision 040). */
export const invoiceFile: RecordFile = {
  id: 7,
  kind: 'containers',
  record_id: 15,
  collection: 'auction_invoices',
  file: 'https://files.example.com/invoices/INV-77.pdf',
  thumbnail: null,
  content_type: 'application/pdf',
  bytes: 48_213,
  width: null,
  height: null,
  original_name: 'INV-77.pdf',
  caption: '',
  uploaded_by: { id: 2, name: 'Boss Admin' },
  created_at: '2026-03-20T09:00:00Z',
};
