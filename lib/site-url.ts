// The site's public origin for canonical URLs, JSON-LD and the sitemap (same default as the server's config).
import 'server-only';

export function publicSiteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** `/cars/buy-now/`, `/parts/12/` on the public origin; paths get the trailing slash the site uses everywhere. */
export function absoluteUrl(path: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return `${publicSiteUrl()}${withSlash}`;
}
