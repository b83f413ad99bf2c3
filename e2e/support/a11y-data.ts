// What the accessibility scan (e2e/a11y.spec.ts) needs on its pages, made through the API once per worker: a dealer's
// car whose price was lowered (the "Price drop" badge), a new customer who saved it and asked about it in a chat, a
// superuser's session, and the ids of records the seed holds for each kind of record page.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { registerCustomer } from './accounts';
import { DEMO_PASSWORD, roleStateFile, sessionState, type Role, type TokenPair } from './roles';

// A small red picture: a listing goes live only with a photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4ISdHU8QwaoHcaBDJjaaiE6MZTW60qDgxWprKjVY4J0arTLnB3aoAAGcLDC5SvnjfAAAAAElFTkSuQmCC',
  'base64',
);

type StorageState = ReturnType<typeof sessionState>;

export interface A11yData {
  /** Ids put into the scanned paths' `{name}` placeholders. */
  ids: Record<string, number>;
  /** The first message of the new customer's chat, shown once the conversation has loaded. */
  chatMessage: string;
  newCustomer: StorageState;
  admin: StorageState;
}

/** A demo role's access token, from the session the setup project saved. */
function tokenOf(role: Role): string {
  const state = JSON.parse(readFileSync(roleStateFile(role), 'utf8')) as { cookies: { name: string; value: string }[] };
  return state.cookies.find((cookie) => cookie.name === 'token')!.value;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function firstId(api: APIRequestContext, path: string, token?: string): Promise<number> {
  const page = await json<{ results: { id: number }[] }>(await api.get(path, { headers: token ? bearer(token) : {} }));
  expect(page.results.length, `${path} lists nothing`).toBeGreaterThan(0);
  return page.results[0]!.id;
}

/** A published Cambodian listing whose price went from $25,000 to $21,000. */
async function droppedPriceCar(api: APIRequestContext): Promise<number> {
  const headers = bearer(tokenOf('dealer'));
  const car = { year: 2021, make_name: 'Toyota', model_name: 'Camry', trim_name: 'SE', price: 25_000 };
  const { id } = await json<{ id: number }>(
    await api.post('/api/dealer/cars/create/', {
      headers,
      data: { ...car, mileage: 40_000, selling_type: 'buy now', country: 'KH', location: 'Phnom Penh' },
    }),
    201,
  );
  await json(
    await api.post('/api/dealer/cargallery/create/', {
      headers,
      multipart: { car: String(id), image: { name: 'car.png', mimeType: 'image/png', buffer: PHOTO } },
    }),
    201,
  );
  await json(await api.put(`/api/dealer/cars/${id}/update/`, { headers, data: { status: 'active', price: 21_000 } }));
  return id;
}

async function makeData(baseURL: string): Promise<A11yData> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const droppedCar = await droppedPriceCar(api);
    const customer = await registerCustomer(api);
    const asNew = bearer(customer.tokens.access);
    await json(
      await api.post('/api/usermgmt/add-car-to-saved-list/', { headers: asNew, data: { car_id: droppedCar } }),
    );
    const chatMessage = `Is the Camry still for sale? (${Date.now().toString(36)})`;
    const chat = await json<{ id: number }>(
      await api.post('/api/chats/create/', { headers: asNew, data: { car_id: droppedCar, content: chatMessage } }),
      201,
    );
    const adminTokens = await json<TokenPair>(
      await api.post('/api/usermgmt/token/', { data: { email: 'admin@demo.local', password: DEMO_PASSWORD } }),
    );
    const admin = adminTokens.access;
    const own = tokenOf('customer');
    const balances = await json<{ results: { customer: { id: number } }[] }>(
      await api.get('/api/v2/orders/balancereports/?page_size=1', { headers: bearer(admin) }),
    );
    const ids = {
      droppedCar,
      chat: chat.id,
      auctionCar: await firstId(api, '/api/cars/selling-type/auction%20car/filter/?page_size=1'),
      part: await firstId(api, '/api/parts/all/?page_size=1'),
      ownSale: await firstId(api, '/api/v2/orders/carsales/?page_size=1', own),
      ownShipping: await firstId(api, '/api/v2/orders/shippings/?page_size=1', own),
      ownReport: await firstId(api, '/api/usermgmt/purchased-reports/', own),
      sale: await firstId(api, '/api/v2/orders/carsales/?page_size=1', admin),
      loading: await firstId(api, '/api/v2/orders/loadingrecords/?page_size=1', admin),
      purchase: await firstId(api, '/api/v2/orders/carspurchased/?page_size=1', admin),
      towing: await firstId(api, '/api/v2/orders/towings/?page_size=1', admin),
      container: await firstId(api, '/api/v2/orders/containers/?page_size=1', admin),
      balanceCustomer: balances.results[0]!.customer.id,
    };
    return {
      ids,
      chatMessage,
      newCustomer: sessionState(baseURL, customer.tokens),
      admin: sessionState(baseURL, adminTokens),
    };
  } finally {
    await api.dispose();
  }
}

let made: Promise<A11yData> | undefined;

/** The scan's data, made by the first test that asks (once per worker, so once per project). */
export function a11yData(baseURL: string): Promise<A11yData> {
  made ??= makeData(baseURL);
  return made;
}
