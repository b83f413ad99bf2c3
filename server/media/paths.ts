// Site-relative URLs of the generated pictures; the seed stores these and generated.ts draws them back.
import type { BannerFormat } from './banner-svg';
import type { VehicleBody } from './car-svg';

export const GENERATED_PREFIX = '/media/generated';

/** A vehicle photo: body style, exterior colour (`#1f3a5c` or `1f3a5c`), variant 0–11. */
export function vehicleImagePath(body: VehicleBody, colour: string, variant: number): string {
  return `${GENERATED_PREFIX}/car/${body}/${colour.replace(/^#/, '').toLowerCase()}/${variant}.svg`;
}

/** A part picture: category slug from PART_CATEGORY_SLUGS, variant 1–8. */
export function partImagePath(category: string, variant: number): string {
  return `${GENERATED_PREFIX}/part/${category}/${variant}.svg`;
}

/** A portrait, 1–9999. */
export function personImagePath(n: number): string {
  return `${GENERATED_PREFIX}/person/${n}.svg`;
}

/** Ad artwork: format, colour theme 1–6, and the words printed on it. */
export function bannerImagePath(format: BannerFormat, theme: number, title: string, subtitle = ''): string {
  const query = new URLSearchParams({ title });
  if (subtitle) query.set('subtitle', subtitle);
  return `${GENERATED_PREFIX}/banner/${format}/${theme}.svg?${query.toString()}`;
}
