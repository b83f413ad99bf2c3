// GET/PUT /api/usermgmt/user/{id}/ (the account itself; staff may read anyone), GET user/search/ (staff) and
// POST user/{id}/deactivate/ (superusers).
import { createRoute, z } from '@hono/zod-openapi';
import { userSchema, userSearchQuerySchema, userSearchResultListSchema, userUpdateSchema } from '@/lib/contract/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireStaff, requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { ApiError } from '../../api/errors';
import { queryParam } from '../../api/filters';
import { canEditUser } from '../../auth/permissions';
import { requestMediaUrl } from '../../api/media-url';
import { documentedBody, parseId, validBody, validQuery } from '../../api/validate';
import { announceRevocation } from '../auth/revocation';
import { deactivateUser } from './deactivation.service';
import { getUser, searchUsers, updateUser } from './users.service';
import { deliverInBackground } from '../../mail/outbox';
import { throttleKeyed } from '../../api/throttle';
import { isNewPhone } from './phone.service';
import { PHONE_THROTTLES } from './phone.routes';
import { EMAIL_CHANGE_THROTTLES } from './email-change.routes';
import { isNewEmail } from './email-change.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });

const denied = {
  401: json('Not signed in, or a bad token', detailErrorSchema),
  403: json('Not allowed for this account', detailErrorSchema),
};

const searchRoute = createRoute({
  method: 'get',
  path: '/usermgmt/user/search/',
  tags: ['users'],
  summary: 'Find accounts by name, e-mail or phone (staff only, at most 20)',
  request: { query: z.object({ q: queryParam('Words to find in the name, e-mail or phone') }) },
  responses: {
    200: json('Matching accounts, oldest first', userSearchResultListSchema),
    400: json('Bad query', fieldErrorsSchema),
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/usermgmt/user/{id}/',
  tags: ['users'],
  summary: 'An account (your own; staff may read any)',
  request: { params: idParams },
  responses: { 200: json('The account', userSchema), ...denied, 404: json('No such account', detailErrorSchema) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/usermgmt/user/{id}/',
  tags: ['users'],
  summary:
    'Change your own name, phone or e-mail (other fields are ignored); a new phone is unconfirmed until phone/verify/, a new e-mail waits for its link (email-change/)',
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, userUpdateSchema) },
  responses: {
    200: json('The account', userSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    ...denied,
    404: json('No such account', detailErrorSchema),
    429: json('Too many new numbers; try again later', detailErrorSchema),
  },
});

const deactivateRoute = createRoute({
  method: 'post',
  path: '/usermgmt/user/{id}/deactivate/',
  tags: ['users'],
  summary: 'Deactivate an account (superusers only): it cannot log in, and every session it has ends at once',
  request: { params: idParams },
  responses: { 204: { description: 'Deactivated' }, ...denied, 404: json('No such account', detailErrorSchema) },
});

export const usersRouter = router
  .openapi(searchRoute, async (c) => {
    requireStaff(c.get('user'));
    const { q } = validQuery(c, userSearchQuerySchema);
    return c.json(await searchUsers(c.get('db'), q, requestMediaUrl(c)), 200);
  })
  .openapi(getRoute, async (c) => {
    const viewer = requireUser(c.get('user'));
    return c.json(await getUser(c.get('db'), viewer, parseId(c.req.valid('param').id), requestMediaUrl(c)), 200);
  })
  .openapi(putRoute, async (c) => {
    const viewer = requireUser(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    // Refused before the body is read: someone else's account gets a 403 whatever was sent.
    if (!canEditUser(viewer, id)) throw ApiError.forbidden();
    const input = await validBody(c, userUpdateSchema);
    // Each new number gets an SMS: limited like phone/send-otp/, so the form cannot text strangers in bulk.
    if (await isNewPhone(c.get('db'), id, input.phone)) await throttleKeyed(c, PHONE_THROTTLES.send, `user:${id}`);
    // A new e-mail address gets a link, so the form cannot mail strangers in bulk either (decision 055).
    if (await isNewEmail(c.get('db'), id, input.email))
      await throttleKeyed(c, EMAIL_CHANGE_THROTTLES.send, `user:${id}`);
    const { user, outboxIds } = await updateUser(c.get('db'), viewer, id, input, requestMediaUrl(c));
    deliverInBackground(c.get('db'), outboxIds, c.get('log'));
    return c.json(user, 200);
  })
  .openapi(deactivateRoute, async (c) => {
    const viewer = requireUser(c.get('user'));
    // Refused before the id is looked at: only a superuser learns whether an account exists.
    if (!viewer.is_superuser) throw ApiError.forbidden();
    const id = parseId(c.req.valid('param').id);
    await deactivateUser(c.get('db'), viewer, id);
    await announceRevocation(c, id);
    return c.body(null, 204);
  });
