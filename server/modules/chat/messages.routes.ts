// Chat messages over REST: GET /api/chats/{id}/messages/ (pages and resync) and POST messages/create/ (files).
import { createRoute, z } from '@hono/zod-openapi';
import { messageCreateSchema, messageListQuerySchema, messagePageSchema, messageSchema } from '@/lib/contract/chat';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { allowBody } from '../../api/limits';
import { integerParam, pageParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { throttle } from '../../api/throttle';
import { throttled } from '../auth/openapi';
import { CHAT_LIMITS } from './chat-limits';
import { publicRequestUrl } from '../../api/request-url';
import { getConfig } from '../../config';
import { documentedBody, parseId, parseInput, readForm, validQuery } from '../../api/validate';
import { listMessages, uploadMessage } from './messages.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['chat'];
const MB = 1024 * 1024;

const listRoute = createRoute({
  method: 'get',
  path: '/chats/{id}/messages/',
  tags,
  summary: 'Messages newest first, 20 a page (older by next); after=<id> returns up to 100 newer ones oldest first',
  request: {
    params: idParams,
    query: z.object({
      page: pageParam(),
      page_size: integerParam('Page size (at most 100)', 1),
      after: integerParam('Resync: messages after this id'),
    }),
  },
  responses: {
    200: json('A page of messages', messagePageSchema),
    401: json('Not logged in', detailErrorSchema),
    404: json('No such chat, or not yours', detailErrorSchema),
  },
});
const createMessageRoute = createRoute({
  method: 'post',
  path: '/chats/messages/create/',
  tags,
  middleware: [throttle(CHAT_LIMITS.message.user, CHAT_LIMITS.message.ip)],
  summary:
    'Send a file (multipart: chat, file, content); media_type comes from the bytes; at most CHAT_MAX_UPLOAD_MB (25 MB by default)',
  request: { body: documentedBody(router.openAPIRegistry, messageCreateSchema, ['multipart/form-data']) },
  responses: {
    201: json('The stored message (also pushed to the chat as broadcast_message)', messageSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    401: json('Not logged in', detailErrorSchema),
    413: json('Body too large', detailErrorSchema),
    ...throttled,
  },
});

export const chatMessagesRouter = router
  .openapi(listRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    const { after } = validQuery(c, messageListQuerySchema);
    return c.json(await listMessages(c.get('db'), user, id, after, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(createMessageRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const maxMb = getConfig().CHAT_MAX_UPLOAD_MB;
    // The multipart envelope around the largest file; anything larger is cut off while it arrives.
    allowBody(c, (maxMb + 1) * MB, `Request body is too large: files are at most ${maxMb} MB.`);
    const form = await readForm(c);
    const { chat, content } = parseInput(messageCreateSchema, form);
    const bus = await c.get('deps').getBus();
    return c.json(
      await uploadMessage(c.get('db'), bus, user, chat, content, form.file, requestMediaUrl(c), maxMb * MB),
      201,
    );
  });
