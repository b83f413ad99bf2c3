// Reports answers as the API gives them, for the reports component tests.
import type { ReportOrder, ReportStatus, VehicleReport } from '@/lib/contract/reports';

export const GOOD_VIN = '1HGCM82633A004352';

export const status = (overrides: Partial<ReportStatus> = {}): ReportStatus => ({
  vin: GOOD_VIN,
  report_type: 'autocheck',
  available: true,
  unavailable_reason: null,
  price: 25,
  currency: 'USD',
  owned: false,
  order_id: null,
  vehicle: { year: 2003, make: 'Honda', model: 'Accord' },
  provider: 'sample',
  sample: true,
  ...overrides,
});

export const order = (overrides: Partial<ReportOrder> = {}): ReportOrder => ({
  id: 41,
  report_type: 'autocheck',
  vin: GOOD_VIN,
  vehicle: { year: 2003, make: 'Honda', model: 'Accord' },
  price: 25,
  currency: 'USD',
  status: 'pending',
  payment_method: 'card',
  card_last4: null,
  card_brand: null,
  failure_message: null,
  khqr: null,
  sample: true,
  created_at: '2026-11-25T08:00:00Z',
  paid_at: null,
  user: 7,
  ...overrides,
});

export const historyReport = (overrides: Partial<VehicleReport> = {}): VehicleReport => ({
  order_id: 41,
  report_type: 'autocheck',
  vin: GOOD_VIN,
  sample: true,
  provider: 'sample',
  generated_at: '2026-11-25T08:05:00Z',
  vehicle: {
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    body: 'Sedan',
    engine: '2.4L I4',
    drive: 'FWD',
    fuel: 'Gasoline',
    country: 'United States',
  },
  history: {
    summary: {
      title_brands: 1,
      accidents: 1,
      owners: 2,
      last_odometer: 143200,
      service_events: 2,
      headline: '1 title brand, 1 accident, 2 owners',
    },
    score: { value: 82, range_low: 78, range_high: 90 },
    title_brands: [{ brand: 'Rebuilt', state: 'TX', date: '2015-06-02' }],
    accidents: [
      {
        date: '2014-03-10',
        severity: 'moderate',
        area: 'Front',
        airbags_deployed: false,
        state: 'TX',
        source: 'Police report',
      },
    ],
    owners: [
      { number: 1, type: 'personal', state: 'CA', from: '2003-02-01', to: '2012-05-01', miles_per_year: 11000 },
      { number: 2, type: 'lease', state: 'TX', from: '2012-05-01', to: null, miles_per_year: 9000 },
    ],
    odometer: [
      { date: '2005-02-01', miles: 24000, source: 'Service shop' },
      { date: '2012-05-01', miles: 101000, source: 'Title' },
      { date: '2020-01-15', miles: 143200, source: 'Inspection' },
    ],
    service_events: [
      { date: '2005-02-01', miles: 24000, description: 'Oil and filter changed', location: 'Los Angeles, CA' },
      { date: '2018-07-20', miles: 131000, description: 'Brakes replaced', location: 'Dallas, TX' },
    ],
  },
  window_sticker: null,
  disclaimer: 'Sample report generated for this VIN; not a record of this vehicle.',
  ...overrides,
});
