// Photos and documents of the shipping records (decision 040): which collections each kind has, what each accepts,
// the size caps the server and the uploader both check, and the file as the API answers it.
import { z } from 'zod';
import type { OrderKind } from './orders-values';

/** A collection holds photos only, or documents (invoices: a scan as a picture, or a PDF). */
export type RecordFileCollectionKind = 'photos' | 'documents';

/** The collections of each kind that has files, with what each holds and its label on the site. */
export const RECORD_FILE_COLLECTIONS = {
  loadingrecords: { container_images: { holds: 'photos', label: 'Container photos' } },
  shippings: { images: { holds: 'photos', label: 'Shipping photos' } },
  containers: {
    auction_invoices: { holds: 'documents', label: 'Auction invoices' },
    images: { holds: 'photos', label: 'Container photos' },
  },
  carspurchased: { invoices: { holds: 'documents', label: 'Invoices' } },
} as const satisfies Partial<Record<OrderKind, Record<string, { holds: RecordFileCollectionKind; label: string }>>>;
export type FileKind = keyof typeof RECORD_FILE_COLLECTIONS;
export const FILE_KINDS = Object.keys(RECORD_FILE_COLLECTIONS) as FileKind[];

export function isFileKind(kind: string): kind is FileKind {
  return kind in RECORD_FILE_COLLECTIONS;
}

/** What a kind's collection holds, or null when the kind has no such collection. */
export function collectionHolds(kind: FileKind, collection: string): RecordFileCollectionKind | null {
  const entry = (RECORD_FILE_COLLECTIONS[kind] as Record<string, { holds: RecordFileCollectionKind }>)[collection];
  return entry?.holds ?? null;
}

/** Photos up to 15 MB (a phone's full-size picture); a PDF up to 20 MB (a scanned multi-page invoice). */
export const RECORD_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const RECORD_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const RECORD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECORD_PDF_TYPE = 'application/pdf';
export const RECORD_FILE_CAPTION_MAX_LENGTH = 300;

/** The `accept` of a file picker for the collection (the server still sniffs the bytes). */
export function acceptFor(holds: RecordFileCollectionKind): string {
  return holds === 'photos' ? RECORD_IMAGE_TYPES.join(',') : [...RECORD_IMAGE_TYPES, RECORD_PDF_TYPE].join(',');
}

/** The words the API answers for a file of the wrong type, shared with the uploader's own check. */
export function wrongTypeMessage(holds: RecordFileCollectionKind): string {
  return holds === 'photos'
    ? 'Upload a JPEG, PNG or WebP picture.'
    : 'Upload a JPEG, PNG or WebP picture or a PDF document.';
}

export const tooLargeMessage = (maxBytes: number) => `The file is too large: at most ${maxBytes / 1024 / 1024} MB.`;

const caption = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .max(RECORD_FILE_CAPTION_MAX_LENGTH, {
    error: `Ensure this field has no more than ${RECORD_FILE_CAPTION_MAX_LENGTH} characters.`,
  });

/** The multipart fields besides `file`. */
export const recordFileCreateSchema = z
  .object({
    collection: z.string({ error: 'This field is required.' }).min(1, { error: 'This field is required.' }),
    caption: caption.optional().default(''),
  })
  .meta({ id: 'RecordFileCreate' });
export type RecordFileCreate = z.input<typeof recordFileCreateSchema>;

export const recordFileUpdateSchema = z.object({ caption }).meta({ id: 'RecordFileUpdate' });
export type RecordFileUpdate = z.infer<typeof recordFileUpdateSchema>;

export const recordFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    record_id: z.number().int(),
    collection: z.string(),
    /** Absolute URL; an upload's carries an expiring signature (decision 023), so refetch after an hour. */
    file: z.string(),
    /** A small WebP of a picture; null for a PDF (and for demo art). */
    thumbnail: z.string().nullable(),
    content_type: z.string(),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    original_name: z.string(),
    caption: z.string(),
    uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'RecordFile' });
export type RecordFile = z.infer<typeof recordFileSchema>;

export const recordFileListSchema = z.array(recordFileSchema).meta({ id: 'RecordFileList' });
