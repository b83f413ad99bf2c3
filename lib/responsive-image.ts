// Sized URLs of uploaded photos: the server serves `/media/uploads/<key>` at IMAGE_WIDTHS with `?w=` (decision 048).
import { IMAGE_WIDTHS } from './contract/image-sizes';

const RESIZABLE_PATH = /^\/media\/uploads\/[^?#]+\.(?:webp|jpe?g|png)$/i;

/** A public uploaded photo (absolute or site-relative), without a query: signed private files are never resized. */
export function isResizable(src: string): boolean {
  try {
    const url = new URL(src, 'http://site.invalid');
    return url.search === '' && url.hash === '' && RESIZABLE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

export function sizedUrl(src: string, width: number): string {
  return `${src}?w=${width}`;
}

/**
 * `srcset` of an uploaded photo, or undefined for anything else (drawn SVGs scale by themselves). With the photo's own
 * width, the list stops at the first width that covers it: a larger one would be the same pixels again.
 */
export function srcSetOf(src: string, naturalWidth?: number | null): string | undefined {
  if (!isResizable(src)) return undefined;
  const cover = naturalWidth ? IMAGE_WIDTHS.findIndex((width) => width >= naturalWidth) : -1;
  const widths = cover === -1 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, cover + 1);
  return widths.map((width) => `${sizedUrl(src, width)} ${width}w`).join(', ');
}

/** The `src` for browsers that ignore `srcset` (and for the preload's fallback): a phone-sized copy. */
export const FALLBACK_WIDTH = 640;
