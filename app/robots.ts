// robots.txt: crawl the public site, not the signed-in areas or the API, and find the sitemap.
import type { MetadataRoute } from 'next';
import { publicSiteUrl } from '@/features/cars/utils/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/dashboard/', '/v2/', '/shipping-dashboard/', '/messages/', '/cars/my-listings/', '/cars/car/'],
    },
    sitemap: `${publicSiteUrl()}/sitemap.xml`,
  };
}
