// Notes on shipping records: /api/v2/orders/{kind}/note/… create and update, and {id}/mark-read/.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  markReadResultSchema,
  markReadSchema,
  noteCreateSchema,
  noteSchema,
  noteUpdateSchema,
} from '@/lib/contract/orders';
import { NOTE_MAX_LENGTH, ORDER_KINDS, type OrderKind } from '@/lib/contract/orders-values';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { ApiError } from '../../api/errors';
import { allowBody } from '../../api/limits';
import { json } from '../../api/openapi';
import { throttle } from '../../api/throttle';
import { documentedBody, parseId, validBody } from '../../api/validate';
import { checkNoteAccess, createNote, markRecordRead, updateNote } from './notes.service';
import { sendRecordNotice } from './record-events';
import { idParam, signedIn } from '../../api/route-contract';

/** Thirty notes a minute per user: a busy staff member answering a queue, not a script flooding a customer's bell. */
export const NOTE_CREATE_THROTTLE = { scope: 'record-note', limit: 30, windowSeconds: 60, by: 'user' } as const;
// The longest note JSON-escaped at worst (\uXXXX per character) plus the envelope.
const NOTE_BODY_MAX_BYTES = NOTE_MAX_LENGTH * 6 + 1024;

const router = createRouter({ security: signedIn });
const tags = ['orders'];
const kindParam = z
  .string()
  .openapi({ param: { name: 'kind', in: 'path' }, example: 'summaryreports', description: ORDER_KINDS.join(', ') });
const kindParams = z.object({ kind: kindParam });
const noteParams = z.object({ kind: kindParam, id: idParam() });

/** An unknown kind names no resource: 404, as an unknown path would. */
function parseKind(raw: string): OrderKind {
  const kind = ORDER_KINDS.find((k) => k === raw);
  if (!kind) throw ApiError.notFound();
  return kind;
}

function boundedBody(c: Context<AppEnv>): void {
  allowBody(c, NOTE_BODY_MAX_BYTES);
}

const errors = {
  401: json('Not logged in', detailErrorSchema),
  403: json('The role may not do this on the kind', detailErrorSchema),
  404: json('No such kind or record, or a record of another customer', detailErrorSchema),
};

const createResponses = (what: string) => ({
  201: json(what, noteSchema),
  400: json('Invalid record_id or content', fieldErrorsSchema),
  ...errors,
  413: json('Body too large', detailErrorSchema),
  429: json('Too many notes', detailErrorSchema),
});

const updateResponses = {
  200: json('The edited note (created_at unchanged)', noteSchema),
  400: json('Invalid content', fieldErrorsSchema),
  ...errors,
  403: json("Someone else's note, or the role may not edit notes on the kind", detailErrorSchema),
  404: json('No such note on this kind, or on a record of another customer', detailErrorSchema),
  413: json('Body too large', detailErrorSchema),
};

const createNoteRoute = createRoute({
  method: 'post',
  path: '/v2/orders/{kind}/note/create/',
  tags,
  summary: 'A note on a record: customers on their own records, staff on any; unread for all but its author',
  middleware: [throttle(NOTE_CREATE_THROTTLE)],
  request: { params: kindParams, body: documentedBody(router.openAPIRegistry, noteCreateSchema, ['application/json']) },
  responses: createResponses('The note'),
});

const createPrivateNoteRoute = createRoute({
  method: 'post',
  path: '/v2/orders/{kind}/private-note/create/',
  tags,
  summary: 'Staff: a private note, never shown or sent to the customer',
  middleware: [throttle(NOTE_CREATE_THROTTLE)],
  request: { params: kindParams, body: documentedBody(router.openAPIRegistry, noteCreateSchema, ['application/json']) },
  responses: createResponses('The private note'),
});

const updateNoteRoute = createRoute({
  method: 'put',
  path: '/v2/orders/{kind}/note/{id}/update/',
  tags,
  summary: 'Edit a note: its author (on their own record) or staff',
  request: { params: noteParams, body: documentedBody(router.openAPIRegistry, noteUpdateSchema, ['application/json']) },
  responses: updateResponses,
});

const updatePrivateNoteRoute = createRoute({
  method: 'put',
  path: '/v2/orders/{kind}/private-note/{id}/update/',
  tags,
  summary: 'Staff: edit a private note',
  request: { params: noteParams, body: documentedBody(router.openAPIRegistry, noteUpdateSchema, ['application/json']) },
  responses: updateResponses,
});

const markReadRoute = createRoute({
  method: 'post',
  path: '/v2/orders/{kind}/{id}/mark-read/',
  tags,
  summary: "Mark the record's notes read for the signed-in user (private_note: the private thread, staff)",
  request: { params: noteParams, body: documentedBody(router.openAPIRegistry, markReadSchema, ['application/json']) },
  responses: {
    200: json('How many notes were marked (0: nothing was unread, nothing written)', markReadResultSchema),
    400: json('Invalid private_note', fieldErrorsSchema),
    ...errors,
    413: json('Body too large', detailErrorSchema),
  },
});

async function create(c: Context<AppEnv>, rawKind: string, isPrivate: boolean) {
  const kind = parseKind(rawKind);
  const user = requireUser(c.get('user'));
  checkNoteAccess(kind, user, 'note_create', isPrivate);
  boundedBody(c);
  const input = await validBody(c, noteCreateSchema);
  const { note, notice } = await createNote(c.get('db'), kind, user, input, isPrivate);
  await sendRecordNotice({ db: c.get('db'), getBus: c.get('deps').getBus, log: c.get('log') }, notice);
  return note;
}

async function update(c: Context<AppEnv>, params: { kind: string; id: string }, isPrivate: boolean) {
  const kind = parseKind(params.kind);
  const id = parseId(params.id);
  const user = requireUser(c.get('user'));
  checkNoteAccess(kind, user, 'note_update', isPrivate);
  boundedBody(c);
  const { content } = await validBody(c, noteUpdateSchema);
  return updateNote(c.get('db'), kind, user, id, content, isPrivate);
}

export const orderNotesRouter = router
  .openapi(createNoteRoute, async (c) => c.json(await create(c, c.req.valid('param').kind, false), 201))
  .openapi(createPrivateNoteRoute, async (c) => c.json(await create(c, c.req.valid('param').kind, true), 201))
  .openapi(updateNoteRoute, async (c) => c.json(await update(c, c.req.valid('param'), false), 200))
  .openapi(updatePrivateNoteRoute, async (c) => c.json(await update(c, c.req.valid('param'), true), 200))
  .openapi(markReadRoute, async (c) => {
    const params = c.req.valid('param');
    const kind = parseKind(params.kind);
    const id = parseId(params.id);
    const user = requireUser(c.get('user'));
    // The private flag is in the body: its own check comes once the body is read.
    checkNoteAccess(kind, user, 'mark_read', false);
    boundedBody(c);
    const { private_note } = await validBody(c, markReadSchema);
    return c.json({ marked: await markRecordRead(c.get('db'), kind, user, id, private_note ?? false) }, 200);
  });
