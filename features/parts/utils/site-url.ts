// The site's public origin for the parts pages' canonical URLs, JSON-LD and sitemap entries (the same rule as the
// cars feature's copy and the server's config: PUBLIC_URL, else this server).
import 'server-only';

function publicSiteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** `/parts/12/` on the public origin; paths get the trailing slash the site uses everywhere. */
export function absoluteUrl(path: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return `${publicSiteUrl()}${withSlash}`;
}
