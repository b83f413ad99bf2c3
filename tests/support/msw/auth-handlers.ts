// MSW handlers and unsigned JWTs for the auth endpoints, used with server.use(...) in site tests.
import { http, HttpResponse } from 'msw';
import type { User } from '@/lib/contract/auth';

/** A token with the claims SimpleJWT puts in ours; unsigned, which is all the browser can check anyway. */
export function fakeJwt({ userId = 7, expiresInSeconds = 3600, type = 'access' } = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    token_type: type,
    exp: now + expiresInSeconds,
    iat: now,
    jti: `${type}-${userId}-${now}-${Math.random()}`,
    user_id: userId,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function userFixture(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? 7;
  return {
    id,
    user_id: id,
    unique_id: `00000000-0000-4000-8000-00000000000${id}`,
    email: 'dara@example.com',
    first_name: 'Dara',
    last_name: 'Sok',
    phone: '+85512345678',
    profilePic: null,
    account_type: 'Customer',
    is_dummy_account: false,
    is_admin: false,
    is_superuser: false,
    is_verified: true,
    phone_verified: true,
    ...overrides,
  };
}

/** POST token/ answering a token pair for `userId`; every body is pushed into `received`. */
export function loginOk(received: unknown[] = [], userId = 7) {
  return http.post('*/api/usermgmt/token/', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({
      access: fakeJwt({ userId }),
      refresh: fakeJwt({ userId, type: 'refresh', expiresInSeconds: 86400 }),
    });
  });
}

export function loginRejected(status: number, body: Record<string, unknown> | null) {
  return http.post('*/api/usermgmt/token/', () =>
    body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
  );
}

/** GET user/{id}/ answering `user` when the bearer token is present; the Authorization headers seen go into `seen`. */
export function userOk(user: User = userFixture(), seen: (string | null)[] = []) {
  return http.get('*/api/usermgmt/user/:id/', ({ request, params }) => {
    seen.push(request.headers.get('authorization'));
    return Number(params.id) === user.id
      ? HttpResponse.json(user)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  });
}
