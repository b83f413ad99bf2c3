// GET /api/ads/banners/ and GET /api/ads/: public lists the navbar and home page fetch once, cached a minute.
import { createRoute, z } from '@hono/zod-openapi';
import { adListSchema } from '@/lib/contract/ads';
import { createRouter } from '../../api/create-app';
import { queryParam, queryValue } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { listAds, listBanners } from './ads.service';
import { cacheControlHeader, json } from '../../api/openapi';

const CACHE = 'public, max-age=60';

const bannersRoute = createRoute({
  method: 'get',
  path: '/ads/banners/',
  tags: ['ads'],
  summary: 'Active banners, in display order',
  responses: {
    200: { ...json('Banners', adListSchema), headers: cacheControlHeader(CACHE) },
  },
});

const adsRoute = createRoute({
  method: 'get',
  path: '/ads/',
  tags: ['ads'],
  summary: 'Active ads, in display order',
  request: { query: z.object({ placement: queryParam('Only ads for this placement, e.g. home') }) },
  responses: {
    200: { ...json('Ads', adListSchema), headers: cacheControlHeader(CACHE) },
  },
});

export const adsRouter = createRouter()
  .openapi(bannersRoute, async (c) => {
    const banners = await listBanners(c.get('db'), requestMediaUrl(c));
    c.header('Cache-Control', CACHE);
    return c.json(banners, 200);
  })
  .openapi(adsRoute, async (c) => {
    const placement = queryValue(new URL(c.req.url), 'placement');
    const list = await listAds(c.get('db'), requestMediaUrl(c), placement?.trim() || undefined);
    c.header('Cache-Control', CACHE);
    return c.json(list, 200);
  });
