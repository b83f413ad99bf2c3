// Staff uploads, caption edits and deletions of a record's photos and documents (decision 040); reading them is for
// whoever may open the record. Types are sniffed from the bytes, pictures re-encoded with a thumbnail, PDFs kept.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  RECORD_FILE_COLLECTIONS,
  RECORD_IMAGE_MAX_BYTES,
  RECORD_PDF_MAX_BYTES,
  collectionHolds,
  isFileKind,
  recordFileCreateSchema,
  recordFileUpdateSchema,
  tooLargeMessage,
  wrongTypeMessage,
  type FileKind,
  type RecordFile,
} from '@/lib/contract/record-files';
import type { OrderKind } from '@/lib/contract/orders-values';
import { ApiError } from '../../api/errors';
import { encodeWebp } from '../../api/image-upload';
import type { MediaUrl } from '../../api/media-url';
import { parseInput, type BodyValue } from '../../api/validate';
import { recordFiles, users } from '../../db/schema';
import { getStorage, newUploadKey } from '../../storage';
import { sniffExtension } from '../chat/chat-files';
import { findVisibleRecord, type RecordOwner } from './access';
import { recordChange } from './record-changes';
import { fileById, removeStoredFiles, storageKeysOf } from './record-files';
import type { LoadContext } from './record-source';

/** Stored pictures: wide enough for a full-screen lightbox; thumbnails for the grids and the lists' car picture. */
const IMAGE_WIDTH = 2000;
const THUMB_WIDTH = 480;
/** Uploads live under this folder: private, served by signed link only (server/media/private-uploads.ts). */
export const RECORD_FILES_FOLDER = 'records';

const PICTURE_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

type FileRow = typeof recordFiles.$inferSelect;

/** The kind, if it has files at all: other kinds name no file resource (404, as an unknown path). */
function fileKind(kind: OrderKind): FileKind {
  if (!isFileKind(kind)) throw ApiError.notFound();
  return kind;
}

async function toRecordFiles(ctx: LoadContext, rows: FileRow[]): Promise<RecordFile[]> {
  const uploaderIds = [...new Set(rows.map((r) => r.uploaded_by).filter((v): v is number => v !== null))];
  const people = uploaderIds.length
    ? await ctx.db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(inArray(users.id, uploaderIds))
    : [];
  const names = new Map(people.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
  return rows.map((row) => toRecordFile(row, ctx.media, names));
}

function toRecordFile(row: FileRow, media: MediaUrl, names: Map<number, string>): RecordFile {
  return {
    id: row.id,
    kind: row.kind,
    record_id: row.record_id,
    collection: row.collection,
    file: media(row.path) ?? '',
    thumbnail: media(row.thumb_path),
    content_type: row.content_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    original_name: row.original_name,
    caption: row.caption,
    uploaded_by: row.uploaded_by === null ? null : { id: row.uploaded_by, name: names.get(row.uploaded_by) ?? '' },
    created_at: row.created_at.toISOString(),
  };
}

/** Every file of a record, collection by collection, oldest first: for whoever may open the record. */
export async function listRecordFiles(ctx: LoadContext, kind: OrderKind, id: number): Promise<RecordFile[]> {
  const fk = fileKind(kind);
  await findVisibleRecord(ctx.db, fk, id, ctx.viewer, 'detail');
  const rows = await ctx.db
    .select()
    .from(recordFiles)
    .where(and(eq(recordFiles.kind, fk), eq(recordFiles.record_id, id)))
    .orderBy(asc(recordFiles.collection), asc(recordFiles.id));
  return toRecordFiles(ctx, rows);
}

/** The uploaded file's bytes and what they are, or the DRF 400 saying why not (missing, empty, wrong type, too large). */
async function readUpload(file: BodyValue | undefined, holds: 'photos' | 'documents') {
  const refuse = (message: string): never => {
    throw ApiError.validation({ file: [message] });
  };
  if (!(file instanceof File)) {
    return refuse(
      typeof file === 'string' && file !== ''
        ? 'The submitted data was not a file. Check the encoding type on the form.'
        : 'No file was submitted.',
    );
  }
  if (file.size === 0) refuse('The submitted file is empty.');
  // Neither cap can be passed by any type: refuse before reading the bytes into memory.
  if (file.size > RECORD_PDF_MAX_BYTES) refuse(tooLargeMessage(RECORD_PDF_MAX_BYTES));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffExtension(bytes);
  const picture = extension !== null && PICTURE_EXTENSIONS.has(extension);
  if (!picture && !(extension === 'pdf' && holds === 'documents')) refuse(wrongTypeMessage(holds));
  if (picture && bytes.byteLength > RECORD_IMAGE_MAX_BYTES) refuse(tooLargeMessage(RECORD_IMAGE_MAX_BYTES));
  return { bytes, picture, name: file.name.slice(0, 255) };
}

interface Stored {
  path: string;
  thumb_path: string | null;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** A picture re-encoded (metadata dropped, EXIF rotation applied) with its thumbnail beside it; a PDF as it came. */
async function store(upload: { bytes: Uint8Array; picture: boolean }, holds: 'photos' | 'documents'): Promise<Stored> {
  const storage = getStorage();
  if (!upload.picture) {
    const key = newUploadKey(RECORD_FILES_FOLDER, 'file.pdf');
    await storage.put(key, upload.bytes);
    return {
      path: storage.url(key),
      thumb_path: null,
      content_type: 'application/pdf',
      bytes: upload.bytes.byteLength,
      width: null,
      height: null,
    };
  }
  const [image, thumb] = await Promise.all([
    encodeWebp(upload.bytes, IMAGE_WIDTH),
    encodeWebp(upload.bytes, THUMB_WIDTH),
  ]);
  // Right magic bytes but nothing a decoder can read: a corrupted or disguised file.
  if (!image || !thumb) throw ApiError.validation({ file: [wrongTypeMessage(holds)] });
  const key = newUploadKey(RECORD_FILES_FOLDER, 'image.webp');
  const thumbKey = key.replace(/\.webp$/, '-thumb.webp');
  await storage.put(key, image.data);
  try {
    await storage.put(thumbKey, thumb.data);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return {
    path: storage.url(key),
    thumb_path: storage.url(thumbKey),
    content_type: 'image/webp',
    bytes: image.data.byteLength,
    width: image.width,
    height: image.height,
  };
}

const fileLabel = (row: Pick<FileRow, 'original_name' | 'id'>) => row.original_name || `file ${row.id}`;

/** Staff: adds a file to one of the record's collections (multipart: file, collection, caption). */
export async function addRecordFile(
  ctx: LoadContext,
  kind: OrderKind,
  id: number,
  form: Record<string, BodyValue>,
): Promise<RecordFile> {
  const fk = fileKind(kind);
  const owner = await findVisibleRecord(ctx.db, fk, id, ctx.viewer, 'files');
  const { collection, caption } = parseInput(recordFileCreateSchema, form);
  const holds = collectionHolds(fk, collection);
  if (!holds) {
    const known = Object.keys(RECORD_FILE_COLLECTIONS[fk]).join(', ');
    throw ApiError.validation({ collection: [`Select a valid choice. ${collection} is not one of ${known}.`] });
  }
  const upload = await readUpload(form.file, holds);
  const stored = await store(upload, holds);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(recordFiles)
        .values({
          kind: fk,
          record_id: id,
          car_sale_id: owner.car_sale_id,
          collection,
          ...stored,
          original_name: upload.name,
          caption,
          uploaded_by: ctx.viewer.id,
        })
        .returning();
      await audit(tx, fk, owner, ctx.viewer.id, { [collection]: { from: null, to: fileLabel(inserted!) } });
      return inserted!;
    });
    return (await toRecordFiles(ctx, [row]))[0]!;
  } catch (error) {
    // Not recorded (the record went away meanwhile, or the database failed): the stored files would be orphans.
    await removeStoredFiles(storageKeysOf([stored]));
    throw error;
  }
}

function audit(
  tx: LoadContext['db'],
  kind: FileKind,
  owner: RecordOwner,
  actorId: number,
  changes: Record<string, { from: unknown; to: unknown }>,
) {
  return recordChange(tx, {
    kind,
    record_id: owner.id,
    car_sale_id: owner.car_sale_id,
    actor_id: actorId,
    action: 'update',
    changes,
  });
}

async function ownedFile(ctx: LoadContext, kind: FileKind, id: number, fileId: number) {
  const owner = await findVisibleRecord(ctx.db, kind, id, ctx.viewer, 'files');
  const row = await fileById(ctx.db, kind, id, fileId);
  if (!row) throw ApiError.notFound();
  return { owner, row };
}

/** Staff: changes a file's caption. */
export async function updateRecordFile(
  ctx: LoadContext,
  kind: OrderKind,
  id: number,
  fileId: number,
  readBody: () => Promise<unknown>,
): Promise<RecordFile> {
  const fk = fileKind(kind);
  // Access first: the body is read only for someone who may change the file.
  const { owner, row } = await ownedFile(ctx, fk, id, fileId);
  const { caption } = parseInput(recordFileUpdateSchema, await readBody());
  if (caption === row.caption) return (await toRecordFiles(ctx, [row]))[0]!;
  const updated = await ctx.db.transaction(async (tx) => {
    const [next] = await tx.update(recordFiles).set({ caption }).where(eq(recordFiles.id, row.id)).returning();
    await audit(tx, fk, owner, ctx.viewer.id, {
      [`${row.collection}: ${fileLabel(row)}`]: { from: row.caption, to: caption },
    });
    return next!;
  });
  return (await toRecordFiles(ctx, [updated]))[0]!;
}

/** Staff: deletes a file; its original and thumbnail leave storage once the deletion has committed. */
export async function deleteRecordFile(
  ctx: LoadContext,
  kind: OrderKind,
  id: number,
  fileId: number,
  onStorageError?: (key: string, error: unknown) => void,
): Promise<void> {
  const fk = fileKind(kind);
  const { owner, row } = await ownedFile(ctx, fk, id, fileId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recordFiles).where(eq(recordFiles.id, row.id));
    await audit(tx, fk, owner, ctx.viewer.id, { [row.collection]: { from: fileLabel(row), to: null } });
  });
  await removeStoredFiles(storageKeysOf([row]), onStorageError);
}
