import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KhqrOrdersToMark } from '@/features/reports/components/khqr-orders-to-mark';
import { ReportConfirmation } from '@/features/reports/components/report-confirmation';
import { ReportPayment } from '@/features/reports/components/report-payment';
import { formatCardNumber, formatExpiry } from '@/features/reports/utils/card-input';
import { TEST_CARDS } from '@/lib/contract/reports';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { order } from './reports-fixtures';

installMswServer();

// As next.config.ts builds the site: links keep their trailing slash.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
afterAll(() => vi.unstubAllEnvs());

beforeEach(() => {
  routerMock.push.mockClear();
  routerMock.replace.mockClear();
});

function orderAnswers(current = order()) {
  server.use(http.get('*/api/reports/orders/41/', () => HttpResponse.json(current)));
}

/** POST pay/ answering `answer`; every body goes into the returned list. */
function payments(answer: (body: Record<string, unknown>, attempt: number) => Response | Promise<Response>) {
  const received: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/reports/orders/41/pay/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.push(body);
      return answer(body, received.length);
    }),
  );
  return received;
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Name on card'), 'Sokha Chan');
  const cardNumber = screen.getByLabelText('Card number');
  await user.clear(cardNumber);
  await user.type(cardNumber, number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), `12${nextYear}`);
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('card input formatting', () => {
  it('groups card numbers in fours (American Express 4-6-5) and writes the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12/2')).toBe('12/2');
  });
});

describe('ReportPayment', () => {
  it('shows the order and spaces the card number as it is typed', async () => {
    orderAnswers();
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    expect(await screen.findByText('2003 Honda Accord')).toBeInTheDocument();
    expect(screen.getByText('1HGCM82633A004352')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('button', { name: 'Pay $25' })).toBeEnabled();
  });

  it('refuses a bad card number and a past expiry in the browser and sends nothing', async () => {
    orderAnswers();
    const received = payments(() => HttpResponse.json(order({ status: 'paid' })));
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByText('Enter a valid card number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('This field may not be blank.');
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('says a declined card plainly, then pays on the retry and goes to the confirmation', async () => {
    orderAnswers();
    const received = payments((_, attempt) =>
      attempt === 1
        ? HttpResponse.json({ detail: 'Your card was declined.', code: 'card_declined' }, { status: 402 })
        : HttpResponse.json(order({ status: 'paid', card_last4: '4242' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    await fillCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(routerMock.push).not.toHaveBeenCalled();

    const cardNumber = screen.getByLabelText('Card number');
    await user.clear(cardNumber);
    await user.type(cardNumber, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/carcheckk/confirmation/?order=41'));
    expect(received.map((body) => body.card_number)).toEqual([TEST_CARDS.declined, TEST_CARDS.success]);
    expect(received[1]).toMatchObject({ exp_month: 12, exp_year: 2000 + Number(nextYear), cvc: '123' });
  });

  it('sends one payment however often the button is pressed', async () => {
    orderAnswers();
    const received = payments(async () => {
      await delay(150);
      return HttpResponse.json(order({ status: 'paid' }));
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));
    await user.click(screen.getByRole('button', { name: /Paying/ }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it("puts the API's field errors on the card fields, the expiry's on the one expiry field", async () => {
    orderAnswers();
    payments(() => HttpResponse.json({ exp_year: ['This card has expired.'] }, { status: 400 }));
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Exp year: This card has expired.');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
  });

  it('shows the KHQR payment text, waits for the payment and lets staff mark a test order paid', async () => {
    const khqr = {
      payload: '00020101021229180014test@khqr5204599953038405802KH6304ABCD',
      merchant_name: 'AutoBridge Reports',
      amount: 25,
      currency: 'USD' as const,
      reference: 'RPT-41',
      test: true,
    };
    orderAnswers(order({ payment_method: 'khqr', khqr }));
    const marked: string[] = [];
    server.use(
      http.post('*/api/reports/orders/41/mark-paid/', () => {
        marked.push('yes');
        return HttpResponse.json(order({ payment_method: 'khqr', khqr, status: 'paid' }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportPayment orderId={41} staff />);

    expect(await screen.findByText(khqr.payload)).toBeInTheDocument();
    expect(screen.getByText('RPT-41')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for your payment; this page moves on by itself/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark paid (staff)' }));
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith('/carcheckk/confirmation/?order=41'));
    expect(marked).toHaveLength(1);
  });

  it('does not offer customers the staff button on a KHQR order', async () => {
    orderAnswers(
      order({
        payment_method: 'khqr',
        khqr: { payload: 'x', merchant_name: 'm', amount: 25, currency: 'USD', reference: 'r', test: true },
      }),
    );
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    expect(await screen.findByText(/Test QR: paying it moves no money/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid (staff)' })).not.toBeInTheDocument();
  });

  it("says so when the order is someone else's", async () => {
    server.use(
      http.get('*/api/reports/orders/41/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    renderWithProviders(<ReportPayment orderId={41} staff={false} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this report order.');
  });
});

describe('ReportConfirmation', () => {
  it('shows the receipt of a paid order and the way to the report', async () => {
    orderAnswers(order({ status: 'paid', card_brand: 'Visa', card_last4: '4242', paid_at: '2026-11-25T08:01:00Z' }));
    renderWithProviders(<ReportConfirmation orderId={41} />);

    expect(await screen.findByText('Thank you, your report is ready')).toBeInTheDocument();
    expect(screen.getByText(/Paid with Visa ending in 4242/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/car-reports/41/');
  });

  it('sends an unpaid order back to the payment page', async () => {
    orderAnswers(order({ status: 'failed' }));
    renderWithProviders(<ReportConfirmation orderId={41} />);

    expect(await screen.findByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/carcheckk/payment/?order=41',
    );
  });
});

describe('KhqrOrdersToMark', () => {
  it('lists the KHQR orders waiting for payment and marks one paid', async () => {
    const khqr = {
      payload: 'x',
      merchant_name: 'm',
      amount: 25,
      currency: 'USD' as const,
      reference: 'RPT-000041',
      test: true,
    };
    let paid = false;
    server.use(
      http.get('*/api/reports/orders/', ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        const buyer = { name: 'Sokha Chan', email: 'sokha@example.com' };
        const results = paid ? [] : [order({ payment_method: 'khqr', khqr, buyer }), order({ id: 42 })];
        return HttpResponse.json({ count: results.length, next: null, previous: null, results });
      }),
      http.post('*/api/reports/orders/41/mark-paid/', () => {
        paid = true;
        return HttpResponse.json(order({ payment_method: 'khqr', khqr, status: 'paid' }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<KhqrOrdersToMark />);

    expect(await screen.findByText('RPT-000041')).toBeInTheDocument();
    // Staff match the payment to a person by name.
    expect(screen.getByText(/Sokha Chan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark order 42 paid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark order 41 paid' }));

    expect(await screen.findByText('No KHQR order is waiting for its payment.')).toBeInTheDocument();
  });
});
