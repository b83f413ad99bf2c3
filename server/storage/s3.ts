// S3-compatible driver (AWS S3, MinIO, R2, …): objects live in one bucket under their key, so every server sees them.
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeFor } from './content-types';
import { assertValidKey, UPLOADS_URL_PREFIX, type Storage, type StoredObject } from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (`http://minio:9000`); unset = AWS. */
  endpoint?: string;
  /** Unset = the SDK's usual chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addressing, which most self-hosted services need. */
  forcePathStyle: boolean;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/** A missing object: HEAD answers a bare 404 ("NotFound"), GET a NoSuchKey error. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions, urlPrefix = UPLOADS_URL_PREFIX): Storage {
  // The SDK is loaded on first use, so servers on the disk driver never pay for it.
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: several compatible services reject the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A stuck bucket must not hold a request (or an upload) for ever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
        maxAttempts: 3,
      }),
    })));
  const Bucket = options.bucket;

  async function statObject(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        contentType: contentTypeFor(key),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, data) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      // One PutObject: S3 stores the object only when every byte arrived, so a failed or aborted upload leaves none.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentTypeFor(key),
        }),
      );
      return { key, size: data.byteLength, modifiedAt: new Date(), contentType: contentTypeFor(key) };
    },
    stat: statObject,
    async get(key, range) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : object.ContentLength;
        return {
          key,
          size: total ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
          contentType: contentTypeFor(key),
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const existed = (await statObject(key)) !== null;
      if (existed) {
        const { sdk, client } = await connect();
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      }
      return existed;
    },
    url: (key) => `${urlPrefix}/${key}`,
  };
}
