// Part pages for the sitemap, read through the catalogue API a page at a time (a few pages in parallel), bounded.
import 'server-only';
import { apiBaseUrl } from '@/lib/api/config';
import { createApiClient } from '@/lib/api/http-client';
import { PARTS_PAGE_SIZE } from '@/lib/contract/parts';
import { getParts } from '../api/get-parts';
import { partHref } from './part-filters';

/**
 * The catalogue can hold far more parts than are worth a crawler's visit or an hourly read of the API (20 a page):
 * the first 5,000 listed are enough for search engines to find the catalogue's depth; the rest are linked from it.
 */
const MAX_PART_URLS = 5_000;
const PARALLEL = 6;

export interface SitemapPart {
  path: string;
  images: string[];
}

/** Kept for an hour per process, like the car entries. */
const CACHE_MS = 60 * 60 * 1000;
let cached: { at: number; parts: Promise<SitemapPart[]> } | null = null;

export function sitemapParts(now = Date.now()): Promise<SitemapPart[]> {
  if (!cached || now - cached.at > CACHE_MS) {
    const parts = readParts();
    cached = { at: now, parts };
    // A failed read must not be served for an hour.
    parts.catch(() => {
      if (cached?.parts === parts) cached = null;
    });
  }
  return cached.parts;
}

async function readParts(): Promise<SitemapPart[]> {
  const client = createApiClient({ baseURL: apiBaseUrl(), timeout: 15_000, headers: { Accept: 'application/json' } });
  const first = await getParts({}, client);
  const pages = Math.min(Math.ceil(first.count / PARTS_PAGE_SIZE), Math.ceil(MAX_PART_URLS / PARTS_PAGE_SIZE));
  const results = [...first.results];
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - start + 1) }, (_, i) =>
      getParts({ page: String(start + i) }, client),
    );
    for (const page of await Promise.all(batch)) results.push(...page.results);
  }
  return results
    .slice(0, MAX_PART_URLS)
    .map((part) => ({ path: partHref(part), images: part.image ? [part.image] : [] }));
}
