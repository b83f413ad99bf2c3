// Absolute media URLs from the site-relative paths stored in the database, as DRF's ImageField returns them.
import type { Context } from 'hono';
import { signUploadPath } from '../media/private-uploads';
import { publicRequestUrl } from './request-url';

export type MediaUrl = (path: string | null | undefined) => string | null;

/**
 * Resolves paths against an origin; an empty path is null, an already absolute URL is kept as it is. Private
 * uploads (chat attachments) get an expiring signature: whoever is given the record may fetch its file (decision 023).
 */
export function mediaUrlFor(origin: string): MediaUrl {
  return (path) => {
    if (!path) return null;
    if (/^https?:\/\//i.test(path)) return path;
    return new URL(signUploadPath(path.startsWith('/') ? path : `/${path}`), origin).toString();
  };
}

/** Media URLs for this request, on the origin the client used (proxies' forwarded host and protocol honoured). */
export function requestMediaUrl(c: Context): MediaUrl {
  return mediaUrlFor(publicRequestUrl(c).origin);
}
