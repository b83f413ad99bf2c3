import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportCheck } from '@/features/reports/components/report-check';
import type { ReportOrderCreate } from '@/lib/contract/reports';
import { fakeJwt } from '../support/msw/auth-handlers';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { GOOD_VIN, order, status } from './reports-fixtures';

installMswServer();

// As next.config.ts builds the site: links keep their trailing slash.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
afterAll(() => vi.unstubAllEnvs());

beforeEach(() => routerMock.push.mockClear());
afterEach(() => Cookies.remove('token'));

/** check-status answering `answer`; the VINs asked about go into the returned list. */
function checkStatus(answer: (vin: string) => Response = () => HttpResponse.json(status())) {
  const asked: string[] = [];
  server.use(
    http.post('*/api/reports/check-status/:type/', async ({ request }) => {
      const { vin } = (await request.json()) as { vin: string };
      asked.push(vin);
      return answer(vin);
    }),
  );
  return asked;
}

function orders(answer: (body: ReportOrderCreate, attempt: number) => Response | Promise<Response>) {
  const received: ReportOrderCreate[] = [];
  server.use(
    http.post('*/api/reports/orders/', async ({ request }) => {
      const body = (await request.json()) as ReportOrderCreate;
      received.push(body);
      return answer(body, received.length);
    }),
  );
  return received;
}

const vinInput = () => screen.getByLabelText('VIN');

describe('ReportCheck', () => {
  it('checks the VIN as it is typed and asks the API only once it is valid', async () => {
    const asked = checkStatus();
    const user = userEvent.setup();
    renderWithProviders(<ReportCheck type="autocheck" initialVin="" />);

    await user.type(vinInput(), '1hgcm826');
    expect(screen.getByText('8 of 17 characters.')).toBeInTheDocument();
    expect(vinInput()).not.toHaveAttribute('aria-invalid');

    await user.type(vinInput(), 'O');
    expect(vinInput()).toHaveAccessibleDescription(
      'A VIN never contains the letters I, O or Q (they look like 1 and 0).',
    );
    expect(vinInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(vinInput());
    await user.type(vinInput(), '1HGCM82633A004353');
    expect(vinInput()).toHaveAccessibleDescription(/check digit\) does not match/);
    expect(asked).toEqual([]);

    await user.clear(vinInput());
    await user.type(vinInput(), GOOD_VIN.toLowerCase());
    expect(screen.getByText(/Valid VIN: the check digit matches/)).toBeInTheDocument();
    expect(await screen.findByText('2003 Honda Accord')).toBeInTheDocument();
    expect(screen.getByText('$25')).toBeInTheDocument();
    expect(screen.getByText(/Sample report: no report provider is connected yet/)).toBeInTheDocument();
    expect(asked).toEqual([GOOD_VIN]);
  });

  it('keeps the VIN in the other tabs’ links', async () => {
    checkStatus();
    renderWithProviders(<ReportCheck type="carfax" initialVin={GOOD_VIN} />);

    const tabs = screen.getByRole('navigation', { name: 'Report types' });
    expect(await screen.findByRole('link', { name: 'Window Sticker' })).toHaveAttribute(
      'href',
      `/carcheckk/?tab=3&vin=${GOOD_VIN}`,
    );
    expect(tabs.querySelector('[aria-current="page"]')).toHaveTextContent('Car Fax');
  });

  it('asks a visitor to log in and come back to the same VIN', async () => {
    checkStatus();
    renderWithProviders(<ReportCheck type="autocheck" initialVin={GOOD_VIN} />);

    expect(await screen.findByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      `/login/?next=/carcheckk/%3Ftab%3D1%26vin%3D${GOOD_VIN}`,
    );
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  });

  it('offers the report instead of a second purchase when the user owns it', async () => {
    checkStatus(() => HttpResponse.json(status({ owned: true, order_id: 41 })));
    Cookies.set('token', fakeJwt());
    renderWithProviders(<ReportCheck type="autocheck" initialVin={GOOD_VIN} />);

    expect(await screen.findByRole('link', { name: 'Open your report' })).toHaveAttribute('href', '/car-reports/41/');
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  });

  it('says why a report is not available', async () => {
    checkStatus(() =>
      HttpResponse.json(
        status({ report_type: 'window_sticker', available: false, unavailable_reason: 'no sticker on file' }),
      ),
    );
    renderWithProviders(<ReportCheck type="window_sticker" initialVin={GOOD_VIN} />);

    expect(await screen.findByText('No Window Sticker is available for this VIN: no sticker on file')).toBeVisible();
  });

  it('creates one order however often Buy is pressed and goes on to its payment page', async () => {
    checkStatus();
    const received = orders(async () => {
      await delay(150);
      return HttpResponse.json(order({ payment_method: 'khqr' }), { status: 201 });
    });
    Cookies.set('token', fakeJwt());
    const user = userEvent.setup();
    renderWithProviders(<ReportCheck type="autocheck" initialVin={GOOD_VIN} />);

    await user.click(await screen.findByRole('radio', { name: /KHQR/ }));
    await user.click(screen.getByRole('button', { name: 'Buy for $25' }));
    await user.click(screen.getByRole('button', { name: /Starting your order/ }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/carcheckk/payment/?order=41'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ report_type: 'autocheck', vin: GOOD_VIN, payment_method: 'khqr' });
    expect(received[0]!.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a failed attempt with the same idempotency key, and a new VIN gets a new one', async () => {
    checkStatus((vin) => HttpResponse.json(status({ vin })));
    const received = orders((_, attempt) =>
      attempt < 3 ? HttpResponse.error() : HttpResponse.json(order(), { status: 201 }),
    );
    Cookies.set('token', fakeJwt());
    const user = userEvent.setup();
    renderWithProviders(<ReportCheck type="autocheck" initialVin={GOOD_VIN} />);

    await user.click(await screen.findByRole('button', { name: 'Buy for $25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error: An error occured');
    await user.click(screen.getByRole('button', { name: 'Buy for $25' }));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]!.idempotency_key).toBe(received[0]!.idempotency_key);

    await user.clear(vinInput());
    await user.type(vinInput(), '11111111111111111');
    await user.click(await screen.findByRole('button', { name: 'Buy for $25' }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/carcheckk/payment/?order=41'));
    expect(received).toHaveLength(3);
    expect(received[2]!.vin).toBe('11111111111111111');
    expect(received[2]!.idempotency_key).not.toBe(received[0]!.idempotency_key);
  });

  it("puts the API's VIN error on the field and focuses it", async () => {
    checkStatus();
    orders(() => HttpResponse.json({ vin: ['You already own this report.'] }, { status: 400 }));
    Cookies.set('token', fakeJwt());
    const user = userEvent.setup();
    renderWithProviders(<ReportCheck type="autocheck" initialVin={GOOD_VIN} />);

    await user.click(await screen.findByRole('button', { name: 'Buy for $25' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vin: You already own this report.');
    expect(vinInput()).toHaveAccessibleDescription('You already own this report.');
    expect(vinInput()).toHaveFocus();
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});
