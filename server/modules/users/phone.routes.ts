// POST /api/usermgmt/phone/send-otp/ and phone/verify/: the signed-in user confirms a new (or never confirmed) number.
import { createRoute } from '@hono/zod-openapi';
import { PHONE_CODE_SENT, PHONE_CONFIRMED, detailSchema, phoneConfirmSchema } from '@/lib/contract/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { json } from '../../api/openapi';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { deliverInBackground } from '../../mail/outbox';
import { confirmPhone, resendPhoneCode } from './phone.service';
import { signedIn } from '../../api/route-contract';

/** Like the sign-up OTP endpoints: a few texts and a handful of checks per user in ten minutes. */
export const PHONE_THROTTLES = {
  send: { scope: 'phone-send', limit: 3, windowSeconds: 600, by: 'user' as const },
  check: { scope: 'phone-verify', limit: 10, windowSeconds: 600, by: 'user' as const },
};

const router = createRouter({ security: signedIn });
const tags = ['users'];
const common = {
  401: json('Not signed in, or a bad token', detailErrorSchema),
  429: json('Too many requests', detailErrorSchema),
};

const sendRoute = createRoute({
  method: 'post',
  path: '/usermgmt/phone/send-otp/',
  tags,
  summary: "Text a new 6-digit code (10 minutes) to the account's unconfirmed phone number",
  middleware: [throttle(PHONE_THROTTLES.send)],
  responses: { 200: json('Code sent', detailSchema), 400: json('Nothing to confirm', detailErrorSchema), ...common },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/usermgmt/phone/verify/',
  tags,
  summary: 'Confirm the phone number with its code (5 tries); it becomes a login and a contact',
  middleware: [throttle(PHONE_THROTTLES.check)],
  request: { body: documentedBody(router.openAPIRegistry, phoneConfirmSchema) },
  responses: {
    200: json('Confirmed', detailSchema),
    400: json('Wrong or expired code, too many tries, or nothing to confirm', fieldErrorsSchema.or(detailErrorSchema)),
    ...common,
  },
});

export const phoneRouter = router
  .openapi(sendRoute, async (c) => {
    const user = requireUser(c.get('user'));
    deliverInBackground(c.get('db'), await resendPhoneCode(c.get('db'), user.id), c.get('log'));
    return c.json({ detail: PHONE_CODE_SENT }, 200);
  })
  .openapi(verifyRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { otp } = await validBody(c, phoneConfirmSchema);
    await confirmPhone(c.get('db'), user.id, otp);
    return c.json({ detail: PHONE_CONFIRMED }, 200);
  });
