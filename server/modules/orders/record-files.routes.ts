// Photos and documents of shipping records (decision 040): /api/v2/orders/{kind}/{id}/files/ to read them, and for
// staff …/files/create/ (multipart), …/files/{file_id}/update/ (caption) and …/files/{file_id}/delete/.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { ORDER_KINDS, type OrderKind } from '@/lib/contract/orders-values';
import {
  FILE_KINDS,
  RECORD_IMAGE_MAX_BYTES,
  RECORD_PDF_MAX_BYTES,
  isFileKind,
  recordFileCreateSchema,
  recordFileListSchema,
  recordFileSchema,
  recordFileUpdateSchema,
} from '@/lib/contract/record-files';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { ApiError } from '../../api/errors';
import { allowBody } from '../../api/limits';
import { requestMediaUrl } from '../../api/media-url';
import { json } from '../../api/openapi';
import { documentedBody, parseId, readBody, readForm } from '../../api/validate';
import { findVisibleRecord } from './access';
import type { LoadContext } from './record-source';
import { addRecordFile, deleteRecordFile, listRecordFiles, updateRecordFile } from './record-files.service';
import { idParam, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['orders'];
// The multipart envelope around the largest file (a PDF); anything larger is cut off while it arrives.
const MAX_BODY_BYTES = RECORD_PDF_MAX_BYTES + 1024 * 1024;
const TOO_LARGE = `Request body is too large: pictures are at most ${RECORD_IMAGE_MAX_BYTES / 1024 / 1024} MB, PDFs ${RECORD_PDF_MAX_BYTES / 1024 / 1024} MB.`;

const kindParam = z
  .string()
  .openapi({ param: { name: 'kind', in: 'path' }, example: 'loadingrecords', description: FILE_KINDS.join(', ') });
const recordParams = z.object({ kind: kindParam, id: idParam('id') });
const fileParams = z.object({ kind: kindParam, id: idParam('id'), file_id: idParam('file_id') });

const errors = {
  401: json('Not logged in', detailErrorSchema),
  403: json('The role may not do this on the kind (decision 028: action files)', detailErrorSchema),
  404: json('No such kind with files, record or file, or a record of another customer', detailErrorSchema),
};

function context(c: Context<AppEnv>): LoadContext {
  return { db: c.get('db'), viewer: requireUser(c.get('user')), media: requestMediaUrl(c) };
}

/** An unknown kind names no resource: 404, as an unknown path would. */
function parseKind(raw: string | undefined): OrderKind {
  const kind = ORDER_KINDS.find((k) => k === raw);
  if (!kind) throw ApiError.notFound();
  return kind;
}

const listRoute = createRoute({
  method: 'get',
  path: '/v2/orders/{kind}/{id}/files/',
  tags,
  summary: "A record's photos and documents, by collection, oldest first (links expire: signed for an hour or two)",
  request: { params: recordParams },
  responses: { 200: json('The files', recordFileListSchema), ...errors },
});

const createFileRoute = createRoute({
  method: 'post',
  path: '/v2/orders/{kind}/{id}/files/create/',
  tags,
  summary:
    'Staff: add a file (multipart: file, collection, caption). JPEG, PNG or WebP pictures up to 15 MB (stored as ' +
    'WebP with a thumbnail); PDFs up to 20 MB in invoice collections. The type is read from the bytes.',
  request: {
    params: recordParams,
    body: documentedBody(router.openAPIRegistry, recordFileCreateSchema, ['multipart/form-data']),
  },
  responses: {
    201: json('The file', recordFileSchema),
    400: json('No file, an empty one, the wrong type, too large, or an unknown collection', fieldErrorsSchema),
    ...errors,
    413: json('Body too large', detailErrorSchema),
  },
});

const updateFileRoute = createRoute({
  method: 'put',
  path: '/v2/orders/{kind}/{id}/files/{file_id}/update/',
  tags,
  summary: "Staff: change a file's caption",
  request: { params: fileParams, body: documentedBody(router.openAPIRegistry, recordFileUpdateSchema) },
  responses: { 200: json('The file', recordFileSchema), 400: json('Invalid caption', fieldErrorsSchema), ...errors },
});

const deleteFileRoute = createRoute({
  method: 'delete',
  path: '/v2/orders/{kind}/{id}/files/{file_id}/delete/',
  tags,
  summary: 'Staff: delete a file (and its thumbnail) from the record and from storage',
  request: { params: fileParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
});

export const recordFilesRouter = router
  .openapi(listRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await listRecordFiles(context(c), parseKind(kind), parseId(id)), 200);
  })
  .openapi(createFileRoute, async (c) => {
    const ctx = context(c);
    const { kind: rawKind, id: rawId } = c.req.valid('param');
    const kind = parseKind(rawKind);
    const id = parseId(rawId);
    // Whether the kind has files, who may upload and whether the record exists, before a byte of the body is read.
    if (!isFileKind(kind)) throw ApiError.notFound();
    await findVisibleRecord(ctx.db, kind, id, ctx.viewer, 'files');
    allowBody(c, MAX_BODY_BYTES, TOO_LARGE);
    return c.json(await addRecordFile(ctx, kind, id, await readForm(c)), 201);
  })
  .openapi(updateFileRoute, async (c) => {
    const { kind, id, file_id } = c.req.valid('param');
    return c.json(
      await updateRecordFile(context(c), parseKind(kind), parseId(id), parseId(file_id), () => readBody(c)),
      200,
    );
  })
  .openapi(deleteFileRoute, async (c) => {
    const { kind, id, file_id } = c.req.valid('param');
    const log = c.get('log');
    await deleteRecordFile(context(c), parseKind(kind), parseId(id), parseId(file_id), (key, error) =>
      log.warn({ key, err: error }, 'a deleted record file could not be removed from storage'),
    );
    return c.body(null, 204);
  });
