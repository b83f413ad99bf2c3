// schema.org `Product` with an `Offer` for part pages (rich results: price in USD, stock, condition).
import type { PartDetail } from '@/lib/contract/parts';

const CONDITION: Record<string, string> = {
  Used: 'https://schema.org/UsedCondition',
  Remanufactured: 'https://schema.org/RefurbishedCondition',
  'New (OEM)': 'https://schema.org/NewCondition',
};

export function partJsonLd(part: PartDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${part.name} — ${part.year} ${part.make} ${part.model}`,
    url,
    image: part.images,
    description: part.description || undefined,
    sku: part.part_number || undefined,
    mpn: part.part_number || undefined,
    category: `${part.category} > ${part.sub_category}`,
    brand: { '@type': 'Brand', name: part.make },
    offers: {
      '@type': 'Offer',
      url,
      price: part.price,
      priceCurrency: 'USD',
      availability: part.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: CONDITION[part.condition] ?? 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: part.seller.name },
    },
  };
}
