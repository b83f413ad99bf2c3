// POST /api/usermgmt/forgotPassword/, resetPassword/{token}/ (e-mailed link) and resetPassword/ (SMS code).
import { createRoute, z } from '@hono/zod-openapi';
import {
  PASSWORD_RESET_DONE,
  RESET_SENT,
  detailSchema,
  forgotPasswordSchema,
  resetPasswordWithOtpSchema,
  resetPasswordWithTokenSchema,
} from '@/lib/contract/auth';
import { createRouter } from '../../api/create-app';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { deliverInBackground } from '../../mail/outbox';
import { AUTH_THROTTLES, throttleAccount } from './auth.throttle';
import { json } from '../../api/openapi';
import { throttled } from './openapi';
import { forgotPassword, resetWithOtp, resetWithToken } from './password.service';
import { announceRevocation } from './revocation';

const router = createRouter();

const rejected = { 400: json('Invalid fields, or an invalid/expired link or code', detailSchema) };

const forgotRoute = createRoute({
  method: 'post',
  path: '/usermgmt/forgotPassword/',
  tags: ['accounts'],
  summary: 'E-mail a reset link ({email}) or text a code ({phone}); the same answer whether or not the account exists',
  middleware: [throttle(AUTH_THROTTLES.forgot.ip)],
  request: { body: documentedBody(router.openAPIRegistry, forgotPasswordSchema) },
  responses: { 200: json('Sent if the account exists', detailSchema), ...rejected, ...throttled },
});

const resetTokenRoute = createRoute({
  method: 'post',
  path: '/usermgmt/resetPassword/{token}/',
  tags: ['accounts'],
  summary: 'Set a new password with the e-mailed link; signs out every session',
  middleware: [throttle(AUTH_THROTTLES.reset.ip)],
  request: {
    params: z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) }),
    body: documentedBody(router.openAPIRegistry, resetPasswordWithTokenSchema),
  },
  responses: { 200: json('Password changed', detailSchema), ...rejected, ...throttled },
});

const resetOtpRoute = createRoute({
  method: 'post',
  path: '/usermgmt/resetPassword/',
  tags: ['accounts'],
  summary: 'Set a new password with the texted code; signs out every session',
  middleware: [throttle(AUTH_THROTTLES.reset.ip)],
  request: { body: documentedBody(router.openAPIRegistry, resetPasswordWithOtpSchema) },
  responses: { 200: json('Password changed', detailSchema), ...rejected, ...throttled },
});

export const passwordRouter = router
  .openapi(forgotRoute, async (c) => {
    const input = await validBody(c, forgotPasswordSchema);
    await throttleAccount(c, AUTH_THROTTLES.forgot.account, input.email ?? input.phone ?? '');
    deliverInBackground(c.get('db'), await forgotPassword(c.get('db'), input), c.get('log'));
    return c.json({ detail: RESET_SENT }, 200);
  })
  .openapi(resetTokenRoute, async (c) => {
    const { password } = await validBody(c, resetPasswordWithTokenSchema);
    await announceRevocation(c, await resetWithToken(c.get('db'), c.req.valid('param').token, password));
    return c.json({ detail: PASSWORD_RESET_DONE }, 200);
  })
  .openapi(resetOtpRoute, async (c) => {
    const { phone, otp, password } = await validBody(c, resetPasswordWithOtpSchema);
    await throttleAccount(c, AUTH_THROTTLES.reset.account, phone);
    await announceRevocation(c, await resetWithOtp(c.get('db'), phone, otp, password));
    return c.json({ detail: PASSWORD_RESET_DONE }, 200);
  });
