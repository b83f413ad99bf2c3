// A dealer's listing made for one test through the portal API, so the test has the car whatever the seed drew.
import { expect, type Page } from '@playwright/test';
import { accessTokenOf } from './roles';

// A small red picture: a listing goes live only with a photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4ISdHU8QwaoHcaBDJjaaiE6MZTW60qDgxWprKjVY4J0arTLnB3aoAAGcLDC5SvnjfAAAAAElFTkSuQmCC',
  'base64',
);

/** The dealer (`dealer`, signed in) lists `car` with a photo and publishes it; answers its id and the dealer's
 * request headers, to edit it. */
export async function listCar(
  dealer: Page,
  car: Record<string, unknown>,
): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(dealer)}` };
  const created = await dealer.request.post('/api/dealer/cars/create/', {
    headers,
    data: { selling_type: 'buy now', location: 'Phnom Penh', country: 'KH', ...car },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const photo = await dealer.request.post('/api/dealer/cargallery/create/', {
    headers,
    multipart: { car: String(id), image: { name: 'car.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(photo.status()).toBe(201);
  // A new listing is a draft until its photo is there; then it is published (decision 053).
  const published = await dealer.request.put(`/api/dealer/cars/${id}/update/`, { headers, data: { status: 'active' } });
  expect(published.status()).toBe(200);
  return { id, headers };
}
