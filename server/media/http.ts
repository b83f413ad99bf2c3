// HTTP side of /media/*: generated SVGs (immutable, cached) and uploaded files from storage (disk or S3), with safe
// headers; `?w=` on an uploaded photo asks for a sized copy in the best format the browser takes (decision 048).
import { isImageWidth } from '@/lib/contract/image-sizes';
import { getStorage, isValidStorageKey, type ByteRange, type Storage } from '../storage';
import { isInlineType } from '../storage/content-types';
import { generatedImage } from './generated';
import {
  getImageVariants,
  isResizableKey,
  negotiateFormat,
  VARIANT_CONTENT_TYPES,
  type ImageVariants,
} from './image-variants';
import { isPrivateUploadKey, verifiedSecondsLeft } from './private-uploads';

/** Nothing in a served file may run script or load anything, even when opened directly. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const UPLOAD_CSP = `${MEDIA_CSP}; sandbox`;

function notFound(): Response {
  return new Response('Not found.', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

/** Decoded path segments after /media/, or null when a segment is empty, a dot segment or not decodable. */
function mediaSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/media/')) return null;
  const raw = pathname.slice('/media/'.length).replace(/\/$/, '').split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (!decoded || decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  return (
    header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
  );
}

function serveGenerated(request: Request, segments: string[], query: URLSearchParams): Response {
  const image = generatedImage(segments, query);
  if (!image) return notFound();
  const headers = {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
  };
  if (matchesEtag(request, image.etag)) return new Response(null, { status: 304, headers });
  const body = request.method === 'HEAD' ? null : image.svg;
  return new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(image.svg)) },
  });
}

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; 'invalid' when it cannot be satisfied. */
function parseRange(header: string | null, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : 'invalid';
}

/**
 * An uploaded file, streamed from the storage driver (disk or S3). Keys are never reused, so public files are cached
 * for good; a chat attachment needs its URL's signature and is cached only by the reader's browser (decision 023).
 */
async function serveUpload(request: Request, key: string, query: URLSearchParams, storage: Storage): Promise<Response> {
  if (!isValidStorageKey(key)) return notFound();
  let cacheControl = 'public, max-age=31536000, immutable';
  if (isPrivateUploadKey(key)) {
    // Unsigned, forged or expired: the same 404 as a missing file, so nobody learns that it exists.
    const secondsLeft = verifiedSecondsLeft(key, query);
    if (secondsLeft === null) return notFound();
    cacheControl = `private, max-age=${secondsLeft}`;
  }
  const info = await storage.stat(key);
  if (!info) return notFound();
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const etag = `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': info.contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.modifiedAt.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    'Content-Disposition': `${isInlineType(info.contentType) ? 'inline' : 'attachment'}; filename="${fileName}"`,
  };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  const range = parseRange(request.headers.get('range'), info.size);
  if (range === 'invalid') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${info.size}` } });
  }
  const length = range ? range.end - range.start + 1 : info.size;
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
  headers['Content-Length'] = String(length);
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const stored = await storage.get(key, range ?? undefined);
  if (!stored) return notFound();
  return new Response(stored.body, { status, headers });
}

/** `w` as one of IMAGE_WIDTHS written canonically (`640`, not `0640` or `640.0`), so one copy has one URL. */
function requestedWidth(query: URLSearchParams) {
  const keys = [...query.keys()];
  if (keys.length !== 1 || keys[0] !== 'w') return null;
  const raw = query.get('w')!;
  const width = /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : NaN;
  return isImageWidth(width) ? width : null;
}

/**
 * A public photo at one of the allowed widths, as AVIF, WebP or JPEG by the request's Accept header. The key is
 * never reused, so the answer is immutable; `Vary: Accept` keeps caches from handing AVIF to a browser without it.
 */
async function serveVariant(
  request: Request,
  key: string,
  query: URLSearchParams,
  storage: Storage,
  variants: ImageVariants,
): Promise<Response> {
  const width = requestedWidth(query);
  if (width === null)
    return badRequest('Ask for one of the allowed widths: ?w=200, 320, 480, 640, 828, 1080, 1280 or 1600.');
  // Private files are never resized: their URL is signed and a variant's would not be.
  if (!isValidStorageKey(key) || isPrivateUploadKey(key)) return notFound();
  if (!isResizableKey(key)) return badRequest('Only photos (JPEG, PNG, WebP) can be resized.');
  const format = negotiateFormat(request.headers.get('accept'));
  const etag = variants.etag(key, width, format);
  const headers: Record<string, string> = {
    'Content-Type': VARIANT_CONTENT_TYPES[format],
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    'Content-Disposition': 'inline',
  };
  // A deleted photo is gone at once, whatever the cache still holds.
  if (!(await storage.stat(key))) return notFound();
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  const data = await variants.get(storage, key, width, format);
  if (!data) return notFound();
  headers['Content-Length'] = String(data.byteLength);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(data), { status: 200, headers });
}

/** GET/HEAD /media/generated/** and /media/uploads/**; everything else is 404. */
export async function handleMediaRequest(
  request: Request,
  storage: Storage = getStorage(),
  variants: ImageVariants = getImageVariants(),
): Promise<Response> {
  const url = new URL(request.url);
  const segments = mediaSegments(url.pathname);
  if (!segments) return notFound();
  const [area, ...rest] = segments;
  if (area === 'generated') return serveGenerated(request, rest, url.searchParams);
  if (area === 'uploads' && rest.length > 0) {
    const key = rest.join('/');
    if (url.searchParams.has('w')) return serveVariant(request, key, url.searchParams, storage, variants);
    return serveUpload(request, key, url.searchParams, storage);
  }
  return notFound();
}
