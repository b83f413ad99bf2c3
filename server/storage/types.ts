// The storage interface every driver implements (local folder, S3-compatible bucket), and its key rules.
import { randomUUID } from 'node:crypto';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
  contentType: string;
}

export interface StoredBody extends StoredObject {
  body: ReadableStream<Uint8Array>;
}

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key` all at once: a failed write leaves nothing under that key (nor a partial file). */
  put(key: string, data: Uint8Array): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or the given range of them), null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredBody | null>;
  /** Removes the object; true when it existed. */
  delete(key: string): Promise<boolean>;
  /** The site-relative URL the object is served at. */
  url(key: string): string;
}

export class InvalidStorageKeyError extends Error {}

/** 1–8 segments of safe characters; a segment never starts with a dot, so `.` and `..` are impossible. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

export function isValidStorageKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 512 && segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

export function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
}

/** A fresh key such as `chat/2026/11/3f0c…e1.jpg`; the original name only contributes its extension. */
export function newUploadKey(folder: string, fileName: string, now = new Date()): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

/** Where uploads are served; a stored object's URL is this prefix plus its key. */
export const UPLOADS_URL_PREFIX = '/media/uploads';

/** The storage key of an upload's site-relative URL, or null for anything that is not an upload (seed art, links). */
export function storageKeyOfUrl(url: string): string | null {
  const prefix = `${UPLOADS_URL_PREFIX}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split('?')[0]!;
  return isValidStorageKey(key) ? key : null;
}
