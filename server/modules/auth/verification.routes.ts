// POST /api/usermgmt/accounts/verification/, activate/{uidb64}/{token}/, verification-otp/ and activate-otp/.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ACTIVATED,
  OTP_SENT,
  VERIFICATION_SENT,
  detailSchema,
  otpActivateSchema,
  otpActivatedSchema,
  otpRequestSchema,
  verificationRequestSchema,
} from '@/lib/contract/auth';
import { createRouter } from '../../api/create-app';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { deliverInBackground } from '../../mail/outbox';
import { AUTH_THROTTLES, throttleAccount } from './auth.throttle';
import { json } from '../../api/openapi';
import { invalidFields, throttled } from './openapi';
import { activateByLink, activateByOtp, requestPhoneOtp, requestVerificationEmail } from './verification.service';

const router = createRouter();

const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });

const verificationRoute = createRoute({
  method: 'post',
  path: '/usermgmt/accounts/verification/',
  tags: ['accounts'],
  summary: 'Send the verification link again (the answer never tells whether the account exists)',
  middleware: [throttle(AUTH_THROTTLES.verification.ip)],
  request: { body: documentedBody(router.openAPIRegistry, verificationRequestSchema) },
  responses: { 200: json('Sent if the account needs it', detailSchema), ...invalidFields, ...throttled },
});

const activateRoute = createRoute({
  method: 'post',
  path: '/usermgmt/accounts/activate/{uidb64}/{token}/',
  tags: ['accounts'],
  summary: 'Verify an account with the e-mailed link (single use, 3 days)',
  middleware: [throttle(AUTH_THROTTLES.activate.ip)],
  request: { params: z.object({ uidb64: pathParam('uidb64'), token: pathParam('token') }) },
  responses: { 200: json('Verified', detailSchema), 400: json('Invalid or expired link', detailSchema), ...throttled },
});

const otpRoute = createRoute({
  method: 'post',
  path: '/usermgmt/accounts/verification-otp/',
  tags: ['accounts'],
  summary: 'Text a 6-digit code to the phone (10 minutes)',
  middleware: [throttle(AUTH_THROTTLES.otpSend.ip)],
  request: { body: documentedBody(router.openAPIRegistry, otpRequestSchema) },
  responses: { 200: json('Sent if the account exists', detailSchema), ...invalidFields, ...throttled },
});

const activateOtpRoute = createRoute({
  method: 'post',
  path: '/usermgmt/accounts/activate-otp/',
  tags: ['accounts'],
  summary: 'Verify the phone with its code (5 tries) and log in',
  middleware: [throttle(AUTH_THROTTLES.otpCheck.ip)],
  request: { body: documentedBody(router.openAPIRegistry, otpActivateSchema) },
  responses: {
    200: json('Verified, with tokens', otpActivatedSchema),
    400: json('Wrong or expired code, too many tries, or invalid fields', detailSchema),
    ...throttled,
  },
});

export const verificationRouter = router
  .openapi(verificationRoute, async (c) => {
    const { email } = await validBody(c, verificationRequestSchema);
    await throttleAccount(c, AUTH_THROTTLES.verification.account, email);
    deliverInBackground(c.get('db'), await requestVerificationEmail(c.get('db'), email), c.get('log'));
    return c.json({ detail: VERIFICATION_SENT }, 200);
  })
  .openapi(activateRoute, async (c) => {
    const { uidb64, token } = c.req.valid('param');
    await activateByLink(c.get('db'), uidb64, token);
    return c.json({ detail: ACTIVATED }, 200);
  })
  .openapi(otpRoute, async (c) => {
    const { phone } = await validBody(c, otpRequestSchema);
    await throttleAccount(c, AUTH_THROTTLES.otpSend.account, phone);
    deliverInBackground(c.get('db'), await requestPhoneOtp(c.get('db'), phone), c.get('log'));
    return c.json({ detail: OTP_SENT }, 200);
  })
  .openapi(activateOtpRoute, async (c) => {
    const { phone, otp } = await validBody(c, otpActivateSchema);
    await throttleAccount(c, AUTH_THROTTLES.otpCheck.account, phone);
    return c.json(await activateByOtp(c.get('db'), phone, otp), 200);
  });
