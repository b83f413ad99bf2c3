// POST /api/usermgmt/register/, token/ (login), token/refresh/ (rotation), in SimpleJWT's words, and logout-all/.
import { createRoute } from '@hono/zod-openapi';
import {
  loginIdentifier,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  userSchema,
} from '@/lib/contract/auth';
import { detailErrorSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { deliverInBackground } from '../../mail/outbox';
import { login, register } from './auth.service';
import { AUTH_THROTTLES, throttleAccount } from './auth.throttle';
import { json } from '../../api/openapi';
import { invalidFields, throttled } from './openapi';
import { announceRevocation, endAllSessions } from './revocation';
import { rotateRefreshToken } from './sessions';
import { signedIn } from '../../api/route-contract';

const router = createRouter();

const registerRoute = createRoute({
  method: 'post',
  path: '/usermgmt/register/',
  tags: ['accounts'],
  summary: 'Sign up (Customer or Business Account); sends a verification e-mail',
  middleware: [throttle(AUTH_THROTTLES.register.ip)],
  request: { body: documentedBody(router.openAPIRegistry, registerRequestSchema) },
  responses: { 201: json('The new, unverified account', userSchema), ...invalidFields, ...throttled },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/usermgmt/token/',
  tags: ['accounts'],
  summary: 'Log in with an e-mail address or a confirmed phone number: an access and a refresh token',
  middleware: [throttle(AUTH_THROTTLES.login.ip)],
  request: { body: documentedBody(router.openAPIRegistry, loginRequestSchema) },
  responses: {
    200: json('Tokens', tokenPairSchema),
    ...invalidFields,
    401: json('No active account found with the given credentials', detailErrorSchema),
    ...throttled,
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/usermgmt/token/refresh/',
  tags: ['accounts'],
  summary: 'A new token pair for a refresh token, which is revoked',
  middleware: [throttle(AUTH_THROTTLES.refresh.ip)],
  request: { body: documentedBody(router.openAPIRegistry, refreshRequestSchema) },
  responses: {
    200: json('Tokens', tokenPairSchema),
    ...invalidFields,
    401: json('Token is invalid (bad, expired or already used)', detailErrorSchema),
    ...throttled,
  },
});

const logoutAllRoute = createRoute({
  method: 'post',
  path: '/usermgmt/logout-all/',
  security: signedIn,
  tags: ['accounts'],
  summary: 'Log out everywhere: every access and refresh token issued so far stops working, open sockets close (4001)',
  responses: {
    204: { description: 'Every session ended, this one included' },
    401: json('Not signed in, or a bad token', detailErrorSchema),
  },
});

export const authRouter = router
  .openapi(registerRoute, async (c) => {
    const input = await validBody(c, registerRequestSchema);
    await throttleAccount(c, AUTH_THROTTLES.register.account, input.email);
    const { user, outboxIds } = await register(c.get('db'), input, requestMediaUrl(c));
    deliverInBackground(c.get('db'), outboxIds, c.get('log'));
    return c.json(user, 201);
  })
  .openapi(tokenRoute, async (c) => {
    const { email: identifier, password } = await validBody(c, loginRequestSchema);
    // Counted per account however it is written: "012 345 678" and "+85512345678" share one budget.
    const named = loginIdentifier(identifier);
    await throttleAccount(c, AUTH_THROTTLES.login.account, 'email' in named ? named.email : named.phone);
    return c.json(await login(c.get('db'), identifier, password), 200);
  })
  .openapi(refreshRoute, async (c) => {
    const { refresh } = await validBody(c, refreshRequestSchema);
    return c.json(await rotateRefreshToken(c.get('db'), refresh), 200);
  })
  .openapi(logoutAllRoute, async (c) => {
    const user = requireUser(c.get('user'));
    await endAllSessions(c.get('db'), user.id);
    await announceRevocation(c, user.id);
    return c.body(null, 204);
  });
