// Sized copies of uploaded photos (card, gallery, full screen) in AVIF, WebP or JPEG: made by sharp from the one stored
// original on first request, then kept in a bounded disk cache (decision 048).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageWidth } from '@/lib/contract/image-sizes';
import { createCache } from '../cache';
import { getConfig } from '../config';
import type { Storage } from '../storage';

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Raster photos can be resized; anything else (SVG art, documents) is served only as stored. */
const RESIZABLE = /\.(webp|jpe?g|png)$/i;

export function isResizableKey(key: string): boolean {
  return RESIZABLE.test(key);
}

/**
 * The best format the browser says it takes: AVIF, then WebP, then JPEG, which every browser shows. Only explicit
 * types count (`image/*` and `*∕*` do not promise AVIF); a type refused with `q=0` is not used.
 */
export function negotiateFormat(accept: string | null): VariantFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

// Settings measured on 21 photos at 640 px (decision 048): AVIF 16 kB at effort 0 (effort 2: 15 kB at three times the
// CPU), WebP 18 kB, JPEG 26 kB. Changing them changes ENCODER_VERSION, so copies made with the old settings are never
// served.
const ENCODER_VERSION = 'v1';
const AVIF = { quality: 50, effort: 0 };
const WEBP = { quality: 72, effort: 4 };
const JPEG = { quality: 75, mozjpeg: true };
/** A decompression bomb is refused before it is decoded (same bound as uploads). */
const MAX_INPUT_PIXELS = 50_000_000;

async function encode(source: Uint8Array, width: ImageWidth, format: VariantFormat): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif(AVIF).toBuffer();
  if (format === 'webp') return image.webp(WEBP).toBuffer();
  // JPEG has no transparency: a PNG's transparent parts become white rather than black.
  return image.flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
}

export interface ImageVariants {
  /** The photo at `key` at `width` in `format`, or null when there is no such (decodable) photo. */
  get(storage: Storage, key: string, width: ImageWidth, format: VariantFormat): Promise<Buffer | null>;
  /** Strong validator of a variant: the same key, width and format always name the same bytes. */
  etag(key: string, width: ImageWidth, format: VariantFormat): string;
}

export interface ImageVariantOptions {
  /** Folder of the cache; it holds nothing but files this module named. */
  dir: string;
  /** Total bytes kept on disk; the least recently used copies are removed past it. */
  maxBytes: number;
  /** Encodes at once; more wait their turn (sharp already uses every core for one image). */
  concurrency?: number;
}

const PARTIAL = '.part';

/** Bounded single-flight worker pool: at most `limit` tasks run at once, the rest wait in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createImageVariants({ dir, maxBytes, concurrency = 2 }: ImageVariantOptions): ImageVariants {
  const root = path.resolve(dir);
  const removals = new Set<Promise<void>>();
  // File name → size. Names are hashes made here, so nothing a request sends ever becomes part of a path.
  const index = createCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    noDisposeOnSet: true,
    dispose: (_size, name, reason) => {
      if (reason !== 'evict') return;
      const removal: Promise<void> = rm(path.join(root, name), { force: true })
        .catch(() => undefined)
        .finally(() => removals.delete(removal));
      removals.add(removal);
    },
  });
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const limit = createLimiter(concurrency);
  let ready: Promise<void> | null = null;

  // What an earlier process left is indexed oldest first, so it is the first to go when the bound is reached.
  async function load(): Promise<void> {
    await mkdir(root, { recursive: true });
    const found: { name: string; size: number; mtime: number }[] = [];
    for (const name of await readdir(root)) {
      const file = path.join(root, name);
      if (name.endsWith(PARTIAL)) {
        await rm(file, { force: true });
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) found.push({ name, size: info.size, mtime: info.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { name, size } of found) index.set(name, size);
  }

  const nameOf = (key: string, width: ImageWidth, format: VariantFormat) =>
    `${createHash('sha256').update(`${ENCODER_VERSION}\n${key}\n${width}\n${format}`).digest('hex')}.${format}`;

  async function readCached(name: string): Promise<Buffer | null> {
    if (!index.has(name)) return null;
    try {
      const data = await readFile(path.join(root, name));
      index.get(name); // a hit makes it the most recently used
      return data;
    } catch {
      // Removed behind our back (another process sharing the folder, a cleanup): made again.
      index.delete(name);
      return null;
    }
  }

  async function writeCached(name: string, data: Buffer): Promise<void> {
    if (data.byteLength > maxBytes) return;
    const temp = path.join(root, `${name}.${randomUUID()}${PARTIAL}`);
    try {
      await writeFile(temp, data);
      await rename(temp, path.join(root, name));
      index.set(name, data.byteLength);
      // What this copy pushed out is gone from the disk before the answer leaves: the bound holds at every moment.
      await Promise.all(removals);
    } catch {
      // A full disk costs the cache, never the answer.
      await rm(temp, { force: true });
    }
  }

  async function make(storage: Storage, key: string, width: ImageWidth, format: VariantFormat, name: string) {
    const cached = await readCached(name);
    if (cached) return cached;
    const stored = await storage.get(key);
    if (!stored) return null;
    const source = new Uint8Array(await new Response(stored.body).arrayBuffer());
    const data = await limit(() => encode(source, width, format)).catch(() => null);
    if (data) await writeCached(name, data);
    return data;
  }

  return {
    async get(storage, key, width, format) {
      ready ??= load();
      await ready;
      const name = nameOf(key, width, format);
      let pending = inFlight.get(name);
      if (!pending) {
        pending = make(storage, key, width, format, name).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    },
    etag: (key, width, format) => `"${nameOf(key, width, format).slice(0, 32)}-${format}"`,
  };
}

/** Default cache size: room for every size and format of a few thousand listing photos. */
const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

// One per process, shared by server.ts and the Next bundle like the storage (two module graphs, one globalThis).
const holder = globalThis as unknown as { __imageVariants?: ImageVariants };

export function getImageVariants(): ImageVariants {
  holder.__imageVariants ??= createImageVariants({
    dir: path.join(getConfig().DATA_DIR, 'image-cache'),
    maxBytes: DEFAULT_MAX_BYTES,
  });
  return holder.__imageVariants;
}
