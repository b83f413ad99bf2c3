// Visitors without an account (POST /api/chats/anonymous/create-user/, create-chat/) and support working hours.
import { createRoute } from '@hono/zod-openapi';
import { detailSchema, otpActivatedSchema } from '@/lib/contract/auth';
import {
  ANONYMOUS_CODE_SENT,
  anonymousChatCreateSchema,
  anonymousUserCreateSchema,
  anonymousUserSchema,
  anonymousVerifyOtpSchema,
  anonymousVerifySchema,
  chatCreatedSchema,
  workingHoursSchema,
  workingHoursUpdateSchema,
} from '@/lib/contract/chat';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { documentedBody, validBody } from '../../api/validate';
import { throttle, throttleKeyed } from '../../api/throttle';
import { deliverInBackground } from '../../mail/outbox';
import { throttleAccount } from '../auth/auth.throttle';
import { throttled } from '../auth/openapi';
import { CHAT_LIMITS } from './chat-limits';
import { announceRevocation } from '../auth/revocation';
import { findUserById } from '../users/users.repository';
import {
  requestAnonymousCode,
  requireAnonymousUser,
  verifyAnonymousUser,
  type VerifyAddress,
} from './anonymous-verification.service';
import { createAnonymousUser, openAnonymousChat } from './anonymous.service';
import { getWorkingHours, updateWorkingHours } from './working-hours.service';
import { json } from '../../api/openapi';
import { signedIn } from '../../api/route-contract';

const router = createRouter();
const tags = ['chat'];

const createUserRoute = createRoute({
  method: 'post',
  path: '/chats/anonymous/create-user/',
  tags,
  summary:
    'Create an anonymous chat user (no login) with a phone number or Telegram username (at least one): returns its unique_id and a token pair',
  middleware: [
    throttle({ scope: 'anonymous_chat_user', limit: 20, windowSeconds: 3600, by: 'ip' }, CHAT_LIMITS.create.ip),
  ],
  request: { body: documentedBody(router.openAPIRegistry, anonymousUserCreateSchema) },
  responses: {
    201: json('The visitor and its tokens', anonymousUserSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    ...throttled,
  },
});
const createChatRoute = createRoute({
  method: 'post',
  path: '/chats/anonymous/create-chat/',
  tags,
  middleware: [throttle(CHAT_LIMITS.create.ip)],
  summary:
    "Open an anonymous user's support chat, or car chat (car_id), by its unique_id; a new car chat needs its first message (content)",
  request: { body: documentedBody(router.openAPIRegistry, anonymousChatCreateSchema) },
  responses: {
    201: json('The new chat, with the out-of-hours reply due for its first message', chatCreatedSchema),
    200: json('The existing chat', chatCreatedSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    404: json('No such public listing (car_id)', detailErrorSchema),
    ...throttled,
  },
});
const anonymousOnly = {
  401: json('Not logged in', detailErrorSchema),
  403: json('Not an anonymous chat user', detailErrorSchema),
};
const VERIFY_THROTTLES = {
  send: {
    ip: { scope: 'anonymous-verify', limit: 5, windowSeconds: 600, by: 'user' as const },
    account: { scope: 'anonymous-verify-account', limit: 3, windowSeconds: 600 },
  },
  check: { ip: { scope: 'anonymous-verify-otp', limit: 10, windowSeconds: 600, by: 'user' as const } },
};
const verifyRoute = createRoute({
  method: 'post',
  path: '/chats/anonymous/verify/',
  security: signedIn,
  tags,
  summary: 'Send the anonymous chat user a 6-digit code by e-mail or SMS, to keep the conversation in an account',
  middleware: [throttle(VERIFY_THROTTLES.send.ip)],
  request: { body: documentedBody(router.openAPIRegistry, anonymousVerifySchema) },
  responses: { 200: json('Code sent', detailSchema), 400: json('Invalid fields', fieldErrorsSchema), ...anonymousOnly },
});
const verifyOtpRoute = createRoute({
  method: 'post',
  path: '/chats/anonymous/verify-otp/',
  security: signedIn,
  tags,
  summary: "Check the code: the visitor becomes (or joins) the address's account and is logged in as it",
  middleware: [throttle(VERIFY_THROTTLES.check.ip)],
  request: { body: documentedBody(router.openAPIRegistry, anonymousVerifyOtpSchema) },
  responses: {
    200: json('Verified, with tokens', otpActivatedSchema),
    400: json('Wrong or expired code, too many tries, or invalid fields', detailErrorSchema),
    ...anonymousOnly,
  },
});
const addressOf = (body: { email?: string; phone?: string }): VerifyAddress =>
  body.email !== undefined ? { email: body.email } : { phone: body.phone ?? '' };

const hoursRoute = createRoute({
  method: 'get',
  path: '/chats/working-hours/',
  tags,
  summary: 'Support hours (Asia/Phnom_Penh) and the out-of-hours reply',
  responses: { 200: json('The weekly hours', workingHoursSchema) },
});
const hoursUpdateRoute = createRoute({
  method: 'put',
  path: '/chats/working-hours/',
  security: signedIn,
  tags,
  summary: 'Change support hours or the out-of-hours reply (staff only)',
  request: { body: documentedBody(router.openAPIRegistry, workingHoursUpdateSchema) },
  responses: {
    200: json('The weekly hours', workingHoursSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    401: json('Not logged in', detailErrorSchema),
    403: json('Staff only', detailErrorSchema),
  },
});

export const chatAnonymousRouter = router
  .openapi(createUserRoute, async (c) => {
    const contact = await validBody(c, anonymousUserCreateSchema);
    return c.json(await createAnonymousUser(c.get('db'), contact), 201);
  })
  .openapi(createChatRoute, async (c) => {
    const { unique_id, car_id, content } = await validBody(c, anonymousChatCreateSchema);
    // The visitor is named in the body, not by a token: its per-user count is keyed by its unique_id.
    await throttleKeyed(c, CHAT_LIMITS.create.user, `uid:${unique_id}`);
    const bus = await c.get('deps').getBus();
    const media = requestMediaUrl(c);
    const { chat, created } = await openAnonymousChat(c.get('db'), bus, unique_id, car_id ?? null, media, content);
    return created ? c.json(chat, 201) : c.json(chat, 200);
  })
  .openapi(verifyRoute, async (c) => {
    const db = c.get('db');
    const user = await requireAnonymousUser(db, requireUser(c.get('user')));
    const address = addressOf(await validBody(c, anonymousVerifySchema));
    await throttleAccount(c, VERIFY_THROTTLES.send.account, address.email ?? address.phone ?? '');
    deliverInBackground(db, await requestAnonymousCode(db, user, address), c.get('log'));
    return c.json({ detail: ANONYMOUS_CODE_SENT }, 200);
  })
  .openapi(verifyOtpRoute, async (c) => {
    const db = c.get('db');
    const user = await requireAnonymousUser(db, requireUser(c.get('user')));
    const { otp, ...body } = await validBody(c, anonymousVerifyOtpSchema);
    const verified = await verifyAnonymousUser(db, user, addressOf(body), otp);
    // A visitor merged into an existing account is retired: its sockets close on every server.
    if (!(await findUserById(db, user.id))?.is_active) await announceRevocation(c, user.id);
    return c.json(verified, 200);
  })
  .openapi(hoursRoute, async (c) => c.json(await getWorkingHours(c.get('db')), 200))
  .openapi(hoursUpdateRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const input = await validBody(c, workingHoursUpdateSchema);
    return c.json(await updateWorkingHours(c.get('db'), user, input), 200);
  });
