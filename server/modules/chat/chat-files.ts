// Chat attachments: the type is sniffed from the bytes (never the client's word), and the stored name's
// extension follows it, so the media server's content type and inline/attachment choice are safe.
import { MEDIA_TYPES } from '@/lib/contract/chat';
import { contentTypeFor, isInlineType } from '../../storage/content-types';

export type MediaType = (typeof MEDIA_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The extension for a recognised image, audio or video format, or a document format; null when unknown. */
export function sniffExtension(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith('M4A')) return 'm4a';
    if (brand === 'qt  ') return 'mov';
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (brand === 'heic' || brand === 'heix' || brand === 'mif1') return 'heic';
    return 'mp4';
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** Document extensions kept from the client's file name when the bytes are no known media (served as downloads). */
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'zip']);

export interface ClassifiedFile {
  mediaType: MediaType;
  extension: string;
}

/** media_type from the sniffed MIME main type: audio, video or image, anything else doc (spec §5). */
export function classifyFile(bytes: Uint8Array, fileName: string): ClassifiedFile {
  const sniffed = sniffExtension(bytes);
  if (sniffed) {
    const main = contentTypeFor(`x.${sniffed}`).split('/')[0];
    return { mediaType: MEDIA_TYPES.find((t) => t === main) ?? 'doc', extension: sniffed };
  }
  const claimed = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  // A name claiming a picture, sound or film whose bytes are not one (an SVG, HTML) must never be served inline.
  const safe = DOCUMENT_EXTENSIONS.has(claimed) && !isInlineType(contentTypeFor(`x.${claimed}`));
  return { mediaType: 'doc', extension: safe ? claimed : 'bin' };
}
