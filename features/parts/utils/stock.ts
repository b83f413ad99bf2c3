// How a part's stock reads to a buyer, on its card and its page.

export interface StockState {
  label: string;
  tone: 'in' | 'low' | 'out';
}

/** A handful or fewer is worth saying: used parts are often one of a kind. */
const LOW_STOCK = 2;

export function stockState(stock: number): StockState {
  if (stock <= 0) return { label: 'Out of stock', tone: 'out' };
  if (stock <= LOW_STOCK) return { label: stock === 1 ? 'Only 1 left' : `Only ${stock} left`, tone: 'low' };
  return { label: `${stock} in stock`, tone: 'in' };
}

export const STOCK_TONE_CLASS: Record<StockState['tone'], string> = {
  in: 'text-green-700',
  low: 'text-amber-700',
  out: 'text-gray-500',
};

/** `2018 Toyota Camry · 2.5L I4`: the vehicle a part comes from. */
export const fitmentLine = (part: { year: number; make: string; model: string; engine: string }): string =>
  `${part.year} ${part.make} ${part.model} · ${part.engine}`;
