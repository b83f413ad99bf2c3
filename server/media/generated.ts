// Turns a /media/generated/... path back into its SVG: every segment is checked, anything unexpected is null (404).
import { createHash } from 'node:crypto';
import { createCache } from '../cache';
import { BANNER_FORMATS, BANNER_THEMES, renderBannerSvg, type BannerFormat } from './banner-svg';
import { renderVehicleSvg, VEHICLE_BODIES, VEHICLE_VARIANTS, type VehicleBody } from './car-svg';
import { PART_CATEGORY_SLUGS, PART_VARIANTS, renderPartSvg } from './part-svg';
import { renderPersonSvg } from './person-svg';

export interface GeneratedImage {
  svg: string;
  etag: string;
}

const PERSON_MAX = 9999;
/** Letters, digits, spaces and the punctuation ad copy needs; nothing that could become markup. */
const AD_TEXT = /^[\p{L}\p{N} .,!?&'’:$%+#()/-]*$/u;
// Rendering costs far more than serving; the most used pictures (a listing page's) stay rendered. No TTL: a
// picture's path names it completely, so it never changes.
const cache = createCache<string, GeneratedImage>({ max: 500 });

/** `n.svg` with n a canonical integer in [min, max] (no leading zeros, so one picture has one URL). */
function numberedSvg(segment: string | undefined, min: number, max: number): number | null {
  const match = /^(0|[1-9][0-9]{0,3})\.svg$/.exec(segment ?? '');
  if (!match) return null;
  const n = Number(match[1]);
  return n >= min && n <= max ? n : null;
}

function adText(value: string | null, max: number): string | null {
  if (value === null || value.length > max || !AD_TEXT.test(value)) return null;
  return value.trim() === value ? value : null;
}

/** The canonical cache key and a renderer, or null when the path names no picture. */
function resolve(segments: string[], query: URLSearchParams): [string, () => string] | null {
  const [kind, ...rest] = segments;
  const keys = [...query.keys()];
  if (kind === 'banner') {
    if (rest.length !== 2 || keys.some((k) => k !== 'title' && k !== 'subtitle') || new Set(keys).size !== keys.length)
      return null;
    const format = rest[0] as BannerFormat;
    const theme = numberedSvg(rest[1], 1, BANNER_THEMES);
    const title = adText(query.get('title'), 60);
    const subtitle = adText(query.get('subtitle') ?? '', 90);
    if (!Object.hasOwn(BANNER_FORMATS, format) || theme === null || !title || subtitle === null) return null;
    return [`banner/${format}/${theme}?${title}\n${subtitle}`, () => renderBannerSvg(format, theme, title, subtitle)];
  }
  if (keys.length > 0) return null;
  if (kind === 'car' && rest.length === 3) {
    const [body, hex] = rest as [VehicleBody, string];
    const variant = numberedSvg(rest[2], 0, VEHICLE_VARIANTS - 1);
    if (!VEHICLE_BODIES.includes(body) || !/^[0-9a-f]{6}$/.test(hex) || variant === null) return null;
    return [`car/${body}/${hex}/${variant}`, () => renderVehicleSvg(body, hex, variant)];
  }
  if (kind === 'part' && rest.length === 2) {
    const category = rest[0]!;
    const variant = numberedSvg(rest[1], 1, PART_VARIANTS);
    if (!PART_CATEGORY_SLUGS.includes(category) || variant === null) return null;
    return [`part/${category}/${variant}`, () => renderPartSvg(category, variant)];
  }
  if (kind === 'person' && rest.length === 1) {
    const n = numberedSvg(rest[0], 1, PERSON_MAX);
    if (n === null) return null;
    return [`person/${n}`, () => renderPersonSvg(n)];
  }
  return null;
}

/** `segments` are the decoded path segments after /media/generated/. */
export function generatedImage(segments: string[], query: URLSearchParams): GeneratedImage | null {
  const resolved = resolve(segments, query);
  if (!resolved) return null;
  const [key, render] = resolved;
  const cached = cache.get(key);
  if (cached) return cached;
  const svg = render();
  const image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  cache.set(key, image);
  return image;
}
