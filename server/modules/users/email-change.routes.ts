// GET/DELETE /api/usermgmt/email-change/, POST email-change/resend/ and email-change/confirm/: the new e-mail address
// waiting for its link (decision 055). The change itself starts with PUT user/{id}/ and the current password.
import { createRoute } from '@hono/zod-openapi';
import {
  EMAIL_CHANGE_SENT,
  detailSchema,
  emailChangeConfirmSchema,
  emailChangeSchema,
  emailChangedSchema,
} from '@/lib/contract/auth';
import { detailErrorSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { json } from '../../api/openapi';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { deliverInBackground } from '../../mail/outbox';
import { cancelEmailChange, confirmEmailChange, getEmailChange, resendEmailChange } from './email-change.service';
import { signedIn as signedInOnly } from '../../api/route-contract';

/** Links e-mailed to a new address (the profile form's change and each resend): a few per user in ten minutes. */
export const EMAIL_CHANGE_THROTTLES = {
  send: { scope: 'email-change-send', limit: 3, windowSeconds: 600, by: 'user' as const },
  confirm: { scope: 'email-change-confirm', limit: 20, windowSeconds: 600, by: 'ip' as const },
};

const router = createRouter();
const tags = ['users'];
const signedIn = { 401: json('Not signed in, or a bad token', detailErrorSchema) };

const getRoute = createRoute({
  method: 'get',
  path: '/usermgmt/email-change/',
  security: signedInOnly,
  tags,
  summary: 'The new e-mail address waiting for its confirmation link, or null',
  responses: { 200: json('The waiting address', emailChangeSchema), ...signedIn },
});

const cancelRoute = createRoute({
  method: 'delete',
  path: '/usermgmt/email-change/',
  security: signedInOnly,
  tags,
  summary: 'Cancel the waiting e-mail change; links already sent stop working',
  responses: { 200: json('Nothing waits now', emailChangeSchema), ...signedIn },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/usermgmt/email-change/resend/',
  security: signedInOnly,
  tags,
  summary: 'E-mail a new confirmation link to the waiting address (the earlier link stops working)',
  middleware: [throttle(EMAIL_CHANGE_THROTTLES.send)],
  responses: {
    200: json('Sent', detailSchema),
    400: json('No change is waiting', detailErrorSchema),
    ...signedIn,
    429: json('Too many links; try again later', detailErrorSchema),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/usermgmt/email-change/confirm/',
  tags,
  summary: 'Confirm the new e-mail address with the e-mailed link (single use, 24 hours); no session needed',
  middleware: [throttle(EMAIL_CHANGE_THROTTLES.confirm)],
  request: { body: documentedBody(router.openAPIRegistry, emailChangeConfirmSchema) },
  responses: {
    200: json('The address is changed', emailChangedSchema),
    400: json('A forged, used, replaced or expired link, or the address was taken since', detailErrorSchema),
    429: json('Too many tries; try again later', detailErrorSchema),
  },
});

export const emailChangeRouter = router
  .openapi(getRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await getEmailChange(c.get('db'), user.id), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await cancelEmailChange(c.get('db'), user.id), 200);
  })
  .openapi(resendRoute, async (c) => {
    const user = requireUser(c.get('user'));
    deliverInBackground(c.get('db'), await resendEmailChange(c.get('db'), user.id), c.get('log'));
    return c.json({ detail: EMAIL_CHANGE_SENT }, 200);
  })
  .openapi(confirmRoute, async (c) => {
    const { uid, token } = await validBody(c, emailChangeConfirmSchema);
    return c.json(await confirmEmailChange(c.get('db'), uid, token), 200);
  });
