// Chat labels (staff only): GET /api/chats/labels/?q=, POST labels/create/, add-label-to-chat/, remove-label-from-chat/.
import { createRoute, z } from '@hono/zod-openapi';
import {
  addLabelsSchema,
  labelCreateSchema,
  labelQuerySchema,
  labelSchema,
  labelsChangedSchema,
  removeLabelSchema,
} from '@/lib/contract/chat';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { queryParam } from '../../api/filters';
import { documentedBody, validBody, validQuery } from '../../api/validate';
import { addLabels, createLabel, removeLabel, searchLabels } from './labels.service';
import { json } from '../../api/openapi';
import { signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['chat labels'];
const errors = {
  400: json('Invalid fields', fieldErrorsSchema),
  401: json('Not logged in', detailErrorSchema),
  403: json('Staff only', detailErrorSchema),
};

const listRoute = createRoute({
  method: 'get',
  path: '/chats/labels/',
  tags,
  summary: 'Labels by name, optionally containing q',
  request: { query: z.object({ q: queryParam('Part of the name') }) },
  responses: { 200: json('Labels', z.array(labelSchema)), ...errors },
});
const createLabelRoute = createRoute({
  method: 'post',
  path: '/chats/labels/create/',
  tags,
  summary: 'Create a label (name, color #rrggbb)',
  request: { body: documentedBody(router.openAPIRegistry, labelCreateSchema) },
  responses: { 201: json('The label', labelSchema), ...errors },
});
const addRoute = createRoute({
  method: 'post',
  path: '/chats/labels/add-label-to-chat/',
  tags,
  summary: 'Add labels to a chat (adding twice is fine)',
  request: { body: documentedBody(router.openAPIRegistry, addLabelsSchema) },
  responses: { 200: json("The chat's labels", labelsChangedSchema), ...errors },
});
const removeRoute = createRoute({
  method: 'post',
  path: '/chats/labels/remove-label-from-chat/',
  tags,
  summary: 'Remove a label from a chat',
  request: { body: documentedBody(router.openAPIRegistry, removeLabelSchema) },
  responses: { 200: json("The chat's labels", labelsChangedSchema), ...errors },
});

export const chatLabelsRouter = router
  .openapi(listRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { q } = validQuery(c, labelQuerySchema);
    return c.json(await searchLabels(c.get('db'), user, q), 200);
  })
  .openapi(createLabelRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { name, color } = await validBody(c, labelCreateSchema);
    return c.json(await createLabel(c.get('db'), user, name, color), 201);
  })
  .openapi(addRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { chat_id, label_ids } = await validBody(c, addLabelsSchema);
    return c.json(await addLabels(c.get('db'), user, chat_id, label_ids), 200);
  })
  .openapi(removeRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const { chat_id, label_id } = await validBody(c, removeLabelSchema);
    return c.json(await removeLabel(c.get('db'), user, chat_id, label_id), 200);
  });
