// POST /api/usermgmt/password/change/ and GET/PUT notification-preferences/: the signed-in user's own settings on the
// My account page (decision 051).
import { createRoute } from '@hono/zod-openapi';
import { notificationPreferencesSchema, passwordChangeSchema, tokenPairSchema } from '@/lib/contract/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { json } from '../../api/openapi';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { announceRevocation } from '../auth/revocation';
import { changePassword, getNotificationPreferences, setNotificationPreferences } from './account.service';
import { signedIn as signedInOnly } from '../../api/route-contract';

/** Guessing the current password from an open session is limited like logging in. */
export const PASSWORD_CHANGE_THROTTLE = { scope: 'password-change', limit: 5, windowSeconds: 600, by: 'user' as const };

const router = createRouter({ security: signedInOnly });
const tags = ['users'];
const signedIn = { 401: json('Not signed in, or a bad token', detailErrorSchema) };

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/usermgmt/password/change/',
  tags,
  summary: 'Change the password with the current one; every other session ends, this one gets a new token pair',
  middleware: [throttle(PASSWORD_CHANGE_THROTTLE)],
  request: { body: documentedBody(router.openAPIRegistry, passwordChangeSchema) },
  responses: {
    200: json('Tokens for this browser', tokenPairSchema),
    400: json('Wrong current password, or the new one breaks a rule', fieldErrorsSchema),
    ...signedIn,
    429: json('Too many tries; try again later', detailErrorSchema),
  },
});

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/usermgmt/notification-preferences/',
  tags,
  summary: 'Which notification e-mails your account gets',
  responses: { 200: json('Preferences', notificationPreferencesSchema), ...signedIn },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/usermgmt/notification-preferences/',
  tags,
  summary: 'Choose which notification e-mails your account gets',
  request: { body: documentedBody(router.openAPIRegistry, notificationPreferencesSchema) },
  responses: {
    200: json('Preferences', notificationPreferencesSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    ...signedIn,
  },
});

export const accountRouter = router
  .openapi(changePasswordRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { current_password, new_password } = await validBody(c, passwordChangeSchema);
    const tokens = await changePassword(c.get('db'), user.id, current_password, new_password);
    // Other browsers' sockets close now; this one's reconnects with the new pair (the site waits for it).
    await announceRevocation(c, user.id);
    return c.json(tokens, 200);
  })
  .openapi(getPreferencesRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await getNotificationPreferences(c.get('db'), user.id), 200);
  })
  .openapi(putPreferencesRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const input = await validBody(c, notificationPreferencesSchema);
    return c.json(await setNotificationPreferences(c.get('db'), user.id, input), 200);
  });
