// GET /api/ads/banners/ and GET /api/ads/: active ads and banners, in display order (plain lists, not pages).
import { z } from 'zod';

export const adSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['banner', 'ad']),
    title: z.string(),
    subtitle: z.string(),
    image: z.string(),
    link: z.string(),
    placement: z.string(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'Ad' });
export type Ad = z.infer<typeof adSchema>;

export const adListSchema = z.array(adSchema);
