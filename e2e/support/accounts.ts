// A new customer account per test, made through the API (register, activate with the e-mailed link read from the
// dev outbox, sign in): a test that changes a customer's chats, unread count or lists then owns all of it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { TokenPair } from './roles';

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  tokens: TokenPair;
}

let made = 0;

export async function registerCustomer(request: APIRequestContext): Promise<NewCustomer> {
  made += 1;
  const run = `${Date.now().toString(36)}${made}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e-${run}@example.com`;
  const password = 'tonle-sap-river-2026';
  const firstName = `Dara ${run}`;
  const phone = `+85518${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const registered = await request.post('/api/usermgmt/register/', {
    data: { email, phone, password, first_name: firstName, last_name: 'Test' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The activation e-mail is written to the outbox with the account; poll briefly in case it lands just after.
  let link: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get('/api/dev/outbox/')).json()) as { to: string; body: string }[];
        link =
          outbox
            .find((message) => message.to === email)
            ?.body.match(/\/verification\?uid=([^&\s]+)&token=([0-9a-f]+)/) ?? null;
        return link !== null;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  const [, uid, token] = link!;
  const activated = await request.post(`/api/usermgmt/accounts/activate/${uid}/${token}/`);
  expect(activated.status(), await activated.text()).toBe(200);

  const signedIn = await request.post('/api/usermgmt/token/', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  return { email, password, firstName, tokens: (await signedIn.json()) as TokenPair };
}
