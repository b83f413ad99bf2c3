// File storage behind a small interface (local folder today, an S3-compatible store later), addressed by key.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getConfig } from '../config';
import { contentTypeFor } from './content-types';

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
  put(key: string, data: Uint8Array): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or the given range of them), null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredBody | null>;
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

/** A fresh key such as `chat/2026/11/3f0c…e1.jpg`; the original name only contributes its extension. */
export function newUploadKey(folder: string, fileName: string, now = new Date()): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

export function createLocalStorage(rootDir: string, urlPrefix = '/media/uploads'): Storage {
  const root = path.resolve(rootDir);

  function fileFor(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
    const file = path.resolve(root, key);
    // Belt and braces: the key rules already forbid it, but nothing may resolve outside the root.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
    return file;
  }

  async function statFile(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(fileFor(key));
      if (!info.isFile()) return null;
      return { key, size: info.size, modifiedAt: info.mtime, contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.part`;
      await writeFile(temp, data);
      await rename(temp, file);
      return { key, size: data.byteLength, modifiedAt: new Date(), contentType: contentTypeFor(key) };
    },
    stat: statFile,
    async get(key, range) {
      const info = await statFile(key);
      if (!info) return null;
      const stream = createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      const existed = (await statFile(key)) !== null;
      await rm(fileFor(key), { force: true });
      return existed;
    },
    url: (key) => `${urlPrefix}/${key}`,
  };
}

const holder = globalThis as unknown as { __appStorage?: Storage };

/** The process's storage: DATA_DIR/uploads. */
export function getStorage(): Storage {
  holder.__appStorage ??= createLocalStorage(getConfig().uploadsDir);
  return holder.__appStorage;
}
