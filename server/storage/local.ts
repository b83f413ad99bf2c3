// Disk driver: objects are files under one root folder, written to a temporary name and renamed when complete.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeFor } from './content-types';
import { InvalidStorageKeyError, assertValidKey, UPLOADS_URL_PREFIX, type Storage, type StoredObject } from './types';

/** Suffix of files being written; never a valid key segment's ending that a reader asks for. */
export const PARTIAL_SUFFIX = '.part';

export function createLocalStorage(rootDir: string, urlPrefix = UPLOADS_URL_PREFIX): Storage {
  const root = path.resolve(rootDir);

  function fileFor(key: string): string {
    assertValidKey(key);
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
    kind: 'disk',
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a failed write (disk full) removes its temp file.
      const temp = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
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
