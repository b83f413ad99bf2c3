// A listing's price drop from its price history (oldest first, the last entry is the current price).
import type { CarDetail } from '@/lib/contract/cars';

/** How many dollars the price fell from its highest earlier price, or null when it never dropped. */
export function priceDrop(history: CarDetail['price_history']): number | null {
  if (history.length < 2) return null;
  const current = history.at(-1)!.price;
  const highest = Math.max(...history.slice(0, -1).map((entry) => entry.price));
  return highest > current ? highest - current : null;
}
