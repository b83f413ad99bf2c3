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
  // `origin` as URL prints it (lower-case host, no default port), so plain paths can be appended to it.
  const base = new URL(origin).origin;
  return (path) => {
    if (!path) return null;
    if (/^https?:\/\//i.test(path)) return path;
    const signed = signUploadPath(path.startsWith('/') ? path : `/${path}`);
    // Plain segments (no dots to resolve, nothing to escape) come out of the URL parser unchanged: a card page has
    // twenty of them, and the parser cost more than the rest of the card.
    return PLAIN_PATH.test(signed) ? base + signed : new URL(signed, base).toString();
  };
}

const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9_.~-]*)+$/;

/** Media URLs for this request, on the origin the client used (proxies' forwarded host and protocol honoured). */
export function requestMediaUrl(c: Context): MediaUrl {
  return mediaUrlFor(publicRequestUrl(c).origin);
}
