// File storage behind a small interface, addressed by key: a local folder, or an S3-compatible bucket when
// S3_BUCKET is set (decision 023). Uploads are served by the app under /media/uploads/<key> either way.
import { getConfig, type Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export { createLocalStorage } from './local';
export { createS3Storage, type S3StorageOptions } from './s3';
export { isValidStorageKey, newUploadKey, storageKeyOfUrl, type ByteRange, type Storage } from './types';

/** The driver the configuration asks for. */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(config.uploadsDir);
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}

// One storage per process, shared by server.ts and the Next bundle (two module graphs, one globalThis).
const holder = globalThis as unknown as { __appStorage?: Storage };

export function getStorage(): Storage {
  holder.__appStorage ??= createStorage(getConfig());
  return holder.__appStorage;
}

/** Replaces the process's storage (tests); undefined goes back to the configured one. */
export function setStorage(storage: Storage | undefined): void {
  holder.__appStorage = storage;
}
