import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { niceCeiling, OdometerChart } from '@/features/reports/components/odometer-chart';
import { PurchasedReportsList } from '@/features/reports/components/purchased-reports-list';
import { ReportDocument } from '@/features/reports/components/report-document';
import { ReportView } from '@/features/reports/components/report-view';
import type { PurchasedReport } from '@/lib/contract/reports';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { GOOD_VIN, historyReport, order } from './reports-fixtures';

installMswServer();

// As next.config.ts builds the site: links keep their trailing slash.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
afterAll(() => vi.unstubAllEnvs());

const section = (name: string) => screen.getByRole('region', { name });

describe('ReportView', () => {
  it('reads like a history report: summary, title brands, accidents, owners, odometer, service, sample marking', () => {
    renderWithProviders(<ReportView report={historyReport()} />);

    expect(screen.getByRole('heading', { level: 1, name: '2003 Honda Accord' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Sample report' })).toHaveTextContent(/history is invented/);
    expect(within(section('Summary')).getByText('1 title brand, 1 accident, 2 owners')).toBeInTheDocument();
    expect(within(section('Summary')).getByText('82')).toBeInTheDocument();
    expect(within(section('Title brands')).getByText('Rebuilt')).toBeInTheDocument();
    expect(within(section('Accidents and damage')).getByText('Police report')).toBeInTheDocument();
    expect(within(section('Owners')).getAllByRole('row')).toHaveLength(3);
    expect(within(section('Owners')).getByText(/– now/)).toBeInTheDocument();
    expect(within(section('Odometer readings')).getByRole('img')).toHaveAccessibleName(
      'Odometer readings from 2005 to 2020: 3 readings, last 143,200 miles.',
    );
    expect(within(section('Service events')).getByText('Brakes replaced')).toBeInTheDocument();
    expect(screen.getByText(historyReport().disclaimer)).toBeInTheDocument();
  });

  it('says plainly when a section has nothing to report, and a vendor report has no sample marking', () => {
    const base = historyReport();
    renderWithProviders(
      <ReportView
        report={{
          ...base,
          sample: false,
          history: { ...base.history!, title_brands: [], accidents: [], score: null },
        }}
      />,
    );

    expect(screen.getByText(/No title brands reported/)).toBeInTheDocument();
    expect(screen.getByText('No accidents or damage reported.')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Sample report' })).not.toBeInTheDocument();
    expect(screen.queryByText(/AutoCheck score/)).not.toBeInTheDocument();
  });

  it('shows a window sticker: price list adding up to the MSRP, fuel economy, equipment', () => {
    renderWithProviders(
      <ReportView
        report={historyReport({
          report_type: 'window_sticker',
          history: null,
          window_sticker: {
            base_price: 20000,
            options: [{ name: 'Leather package', price: 1500 }],
            destination_charge: 500,
            msrp: 22000,
            fuel_economy: { city_mpg: 24, highway_mpg: 34, combined_mpg: 28 },
            standard_equipment: ['Anti-lock brakes'],
            exterior_color: 'Satin Silver',
            interior_color: 'Grey cloth',
            transmission: '5-speed automatic',
            assembly_plant: 'Marysville, Ohio',
            warranty: ['3 years / 36,000 miles basic'],
          },
        })}
      />,
    );

    expect(screen.getByText('Window Sticker')).toBeInTheDocument();
    expect(within(section('Price as sold new')).getByText('Leather package')).toBeInTheDocument();
    expect(within(section('Price as sold new')).getByText('$22,000')).toBeInTheDocument();
    expect(within(section('Fuel economy')).getByText('34')).toBeInTheDocument();
    expect(screen.getByText('Anti-lock brakes')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Owners' })).not.toBeInTheDocument();
  });
});

describe('OdometerChart', () => {
  it('marks a reading lower than the one before (a possible rollback)', () => {
    const { container } = renderWithProviders(
      <OdometerChart
        readings={[
          { date: '2010-01-01', mileage: 50000 },
          { date: '2012-01-01', mileage: 30000 },
        ]}
      />,
    );
    const dots = container.querySelectorAll('circle');
    expect(dots[0]).toHaveAttribute('r', '4');
    expect(dots[1]).toHaveAttribute('r', '6');
    expect(niceCeiling(143200)).toBe(200000);
    expect(niceCeiling(43000)).toBe(50000);
  });
});

describe('ReportDocument', () => {
  it('loads the order, then its report, with a Print / Save as PDF button', async () => {
    const asked: unknown[] = [];
    server.use(
      http.get('*/api/reports/orders/41/', () => HttpResponse.json(order({ status: 'paid' }))),
      http.post('*/api/reports/fetch/autocheck/', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(historyReport());
      }),
    );
    renderWithProviders(<ReportDocument orderId={41} />);

    expect(await screen.findByRole('heading', { level: 1, name: '2003 Honda Accord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument();
    expect(asked).toEqual([{ vin: GOOD_VIN }]);
  });

  it('sends a report not paid for to the payment page', async () => {
    server.use(
      http.get('*/api/reports/orders/41/', () => HttpResponse.json(order())),
      http.post('*/api/reports/fetch/autocheck/', () =>
        HttpResponse.json({ detail: 'Pay for this report first.' }, { status: 402 }),
      ),
    );
    renderWithProviders(<ReportDocument orderId={41} />);

    expect(await screen.findByText('This report is not paid for yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/carcheckk/payment/?order=41');
  });
});

const purchased = (id: number, overrides: Partial<PurchasedReport> = {}): PurchasedReport => ({
  id,
  report_type: 'carfax',
  vin: GOOD_VIN,
  vehicle: { year: 2003, make: 'Honda', model: 'Accord' },
  price: 40,
  currency: 'USD',
  status: 'delivered',
  payment_method: 'card',
  card_last4: '4242',
  sample: true,
  created_at: '2026-11-20T08:00:00Z',
  paid_at: '2026-11-20T08:01:00Z',
  ...overrides,
});

describe('PurchasedReportsList', () => {
  it('lists the reports, each opening its report page, with page links past 20', async () => {
    server.use(
      http.get('*/api/usermgmt/purchased-reports/', () =>
        HttpResponse.json({
          count: 21,
          next: 'http://localhost/api/usermgmt/purchased-reports/?page=2',
          previous: null,
          results: [purchased(7), purchased(6, { report_type: 'window_sticker', sample: false })],
        }),
      ),
    );
    renderWithProviders(<PurchasedReportsList page={1} />);

    expect(await screen.findByText('21 reports')).toBeInTheDocument();
    const open = screen.getAllByRole('link', { name: `Open Carfax report for ${GOOD_VIN}` });
    expect(open[0]).toHaveAttribute('href', '/car-reports/7/');
    expect(screen.getAllByRole('link', { name: `Open Window Sticker for ${GOOD_VIN}` })[0]).toHaveAttribute(
      'href',
      '/car-reports/6/',
    );
    expect(screen.getAllByRole('link', { name: /2/ }).some((a) => a.getAttribute('href') === '/?page=2')).toBe(true);
  });

  it('says when there are no reports yet and where to get one', async () => {
    server.use(
      http.get('*/api/usermgmt/purchased-reports/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderWithProviders(<PurchasedReportsList page={1} />);

    expect(await screen.findByText('You have not bought any reports yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a VIN' })).toHaveAttribute('href', '/carcheckk/?tab=1');
  });
});
