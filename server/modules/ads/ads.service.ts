// Ads and banners as the site shows them: only what is switched on and within its dates.
import type { Ad } from '@/lib/contract/ads';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { findActiveAds, type AdRow } from './ads.repository';

function toAd(row: AdRow, media: MediaUrl): Ad {
  return {
    id: row.id,
    kind: row.kind === 'banner' ? 'banner' : 'ad',
    title: row.title,
    subtitle: row.subtitle,
    image: media(row.image) ?? '',
    link: row.link,
    placement: row.placement,
    sort_order: row.sort_order,
  };
}

export async function listBanners(db: Db, media: MediaUrl, now = new Date()): Promise<Ad[]> {
  return (await findActiveAds(db, 'banner', now)).map((row) => toAd(row, media));
}

export async function listAds(db: Db, media: MediaUrl, placement?: string, now = new Date()): Promise<Ad[]> {
  return (await findActiveAds(db, 'ad', now, placement)).map((row) => toAd(row, media));
}
