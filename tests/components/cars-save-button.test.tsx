import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { carKeys } from '@/features/cars/api/car-keys';
import { CarSaveButton } from '@/features/cars/components/car-save-button';
import type { CarDetail } from '@/lib/contract/cars';
import { installMswServer, server } from '../support/msw/server';
import { setLocation } from '../support/next-navigation';
import { makeTestQueryClient, renderWithProviders } from '../support/render';
import { camry } from './cars-fixtures';

installMswServer();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token the site can decode (the API, not the site, checks its signature). */
const liveToken = `${base64url({ alg: 'HS256' })}.${base64url({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const car = { ...camry, is_saved: false } as CarDetail;

function renderButton() {
  const queryClient = makeTestQueryClient();
  // The car page hands its car over from the server; it is fresh, as in the app.
  queryClient.setQueryDefaults(carKeys.all, { staleTime: Infinity });
  queryClient.setQueryData(carKeys.detail(car.id), car);
  return renderWithProviders(<CarSaveButton carId={car.id} />, { queryClient });
}

afterEach(() => Cookies.remove('token'));

describe('CarSaveButton', () => {
  it('asks anonymous visitors to log in and come back to this car', () => {
    setLocation('/cars/7/');
    renderButton();

    expect(screen.getByRole('link', { name: 'Log in to save' })).toHaveAttribute('href', '/login/?next=%2Fcars%2F7%2F');
  });

  it('saves and unsaves the car for a signed-in user', async () => {
    Cookies.set('token', liveToken);
    const calls: string[] = [];
    server.use(
      http.post('*/api/usermgmt/:action/', async ({ params, request }) => {
        const { car_id } = (await request.json()) as { car_id: number };
        calls.push(`${String(params.action)} ${car_id}`);
        const is_saved = params.action === 'add-car-to-saved-list';
        return HttpResponse.json({ detail: 'ok', car_id, is_saved });
      }),
    );
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');

    expect(calls).toEqual(['add-car-to-saved-list 7', 'remove-car-from-saved-list 7']);
  });

  it('sends a visitor whose session the API refuses to log in', async () => {
    Cookies.set('token', liveToken);
    setLocation('/cars/7/');
    server.use(
      http.post('*/api/usermgmt/add-car-to-saved-list/', () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Log in to save' })).toBeInTheDocument();
  });
});
