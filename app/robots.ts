// robots.txt: crawl the public site, not the signed-in areas or the API, and find the sitemap.
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicSiteUrl } from '@/lib/site-url';

export default async function robots(): Promise<MetadataRoute.Robots> {
  // At request time: the sitemap's host is the deployment's PUBLIC_URL, not the build machine's.
  await connection();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/dashboard/',
        '/v2/',
        '/shipping-dashboard/',
        '/messages/',
        '/cars/my-listings/',
        '/cars/car/',
        '/dev/',
      ],
    },
    sitemap: `${publicSiteUrl()}/sitemap.xml`,
  };
}
