// Chats: GET /api/chats/, create/, {id}/ (GET, DELETE), employees/, assign-employee/, toggles, unread count.
import { createRoute, z } from '@hono/zod-openapi';
import {
  assignEmployeeSchema,
  chatCreateSchema,
  chatCreatedSchema,
  chatCustomerSchema,
  chatIdSchema,
  chatListQuerySchema,
  chatPageSchema,
  chatSchema,
  employeePageSchema,
  toggleResponseSchema,
  unreadCountSchema,
} from '@/lib/contract/chat';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { integerParam, pageParam, queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { throttle } from '../../api/throttle';
import { throttled } from '../auth/openapi';
import { CHAT_LIMITS } from './chat-limits';
import { publicRequestUrl } from '../../api/request-url';
import { documentedBody, parseId, validBody, validQuery } from '../../api/validate';
import { countUnreadTotal } from './chat.repository';
import { getChatCustomer } from './chat-customer.service';
import { assignEmployee, deleteChat, getChat, listChats, listEmployees, openChat, toggleFlag } from './chat.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['chat'];
const errors = {
  400: json('Invalid fields', fieldErrorsSchema),
  401: json('Not logged in', detailErrorSchema),
  403: json('Staff only', detailErrorSchema),
  404: json('No such chat, or not yours', detailErrorSchema),
};
const pageQuery = { page: pageParam(), page_size: integerParam('Page size (at most 100)', 1) };

const listRoute = createRoute({
  method: 'get',
  path: '/chats/',
  tags,
  summary:
    'Chats by newest activity (10 a page); staff may filter by assigned=me|unassigned, label, done, follow_up, search',
  request: {
    query: z.object({
      ...pageQuery,
      assigned: queryParam('me or unassigned (staff)'),
      label: queryParam('Label id (staff)'),
      done: queryParam('true or false (staff)'),
      follow_up: queryParam('true or false (staff)'),
      search: queryParam("Customer's name or e-mail (staff)"),
      car: queryParam("Car id: chats about that car (a customer's own; every one for staff)"),
      chat_type: queryParam("support or car: chats of that kind (a customer's own; every one for staff)"),
    }),
  },
  responses: { 200: json('A page of chats', chatPageSchema), ...errors },
});
const createChatRoute = createRoute({
  method: 'post',
  path: '/chats/create/',
  tags,
  middleware: [throttle(CHAT_LIMITS.create.user, CHAT_LIMITS.create.ip)],
  summary:
    "Open the user's support chat, or their chat about a car (car_id); an existing one is returned with 200 (content sent in it). A new chat needs its first message (content), else 400",
  request: { body: documentedBody(router.openAPIRegistry, chatCreateSchema) },
  responses: {
    201: json('The new chat, with the out-of-hours reply due for its first message', chatCreatedSchema),
    200: json('The existing chat', chatCreatedSchema),
    ...errors,
    ...throttled,
  },
});
const employeesRoute = createRoute({
  method: 'get',
  path: '/chats/employees/',
  tags,
  summary: 'Staff a chat can be assigned to (50 a page; staff only)',
  request: { query: z.object(pageQuery) },
  responses: { 200: json('A page of employees', employeePageSchema), ...errors },
});
const assignRoute = createRoute({
  method: 'post',
  path: '/chats/assign-employee/',
  tags,
  summary: 'Assign a chat to a staff member (staff only)',
  request: { body: documentedBody(router.openAPIRegistry, assignEmployeeSchema) },
  responses: { 200: json('The chat', chatSchema), ...errors },
});
const toggleRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { body: documentedBody(router.openAPIRegistry, chatIdSchema) },
    responses: { 200: json('The flags now stored', toggleResponseSchema), ...errors },
  });
const unreadRoute = createRoute({
  method: 'get',
  path: '/chats/unread-messages-count/',
  tags,
  summary: "Unread messages over the user's chats (the bell)",
  responses: { 200: json('The count', unreadCountSchema), 401: errors[401] },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/chats/{id}/',
  tags,
  summary: 'One chat',
  request: { params: idParams },
  responses: { 200: json('The chat', chatSchema), ...errors },
});
const customerRoute = createRoute({
  method: 'get',
  path: '/chats/{id}/customer/',
  tags,
  summary: "The chat's customer: name, phone, e-mail, Telegram, visitor or account, newest car sales (staff only)",
  request: { params: idParams },
  responses: { 200: json('The customer', chatCustomerSchema), ...errors },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/chats/{id}/',
  tags,
  summary: 'Delete a chat with its messages (staff only)',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
});

export const chatRouter = router
  .openapi(listRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const q = validQuery(c, chatListQuerySchema);
    return c.json(await listChats(c.get('db'), user, q, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(createChatRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { car_id, content } = await validBody(c, chatCreateSchema);
    const bus = await c.get('deps').getBus();
    const { chat, created } = await openChat(c.get('db'), bus, user, car_id ?? null, requestMediaUrl(c), content);
    return created ? c.json(chat, 201) : c.json(chat, 200);
  })
  .openapi(employeesRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await listEmployees(c.get('db'), user, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(assignRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { chat_id, employee_id } = await validBody(c, assignEmployeeSchema);
    return c.json(await assignEmployee(c.get('db'), user, chat_id, employee_id, requestMediaUrl(c)), 200);
  })
  .openapi(toggleRoute('/chats/toggle-done/', 'Flip a chat between done and open (staff only)'), async (c) => {
    const user = requireUser(c.get('user'));
    const { chat_id } = await validBody(c, chatIdSchema);
    return c.json(await toggleFlag(c.get('db'), user, chat_id, 'done'), 200);
  })
  .openapi(toggleRoute('/chats/toggle-follow-up/', 'Flip the follow-up flag (staff only)'), async (c) => {
    const user = requireUser(c.get('user'));
    const { chat_id } = await validBody(c, chatIdSchema);
    return c.json(await toggleFlag(c.get('db'), user, chat_id, 'follow_up'), 200);
  })
  .openapi(unreadRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json({ unread_message_count: await countUnreadTotal(c.get('db'), user.id) }, 200);
  })
  .openapi(detailRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await getChat(c.get('db'), user, parseId(c.req.valid('param').id), requestMediaUrl(c)), 200);
  })
  .openapi(customerRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await getChatCustomer(c.get('db'), user, parseId(c.req.valid('param').id)), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const user = requireUser(c.get('user'));
    await deleteChat(c.get('db'), user, parseId(c.req.valid('param').id));
    return c.body(null, 204);
  });
