'use client';
// The part page's buying box: name, vehicle, price, condition, stock, seller and the order form. It reads the part
// from React Query (handed over by the server), so an order's new stock shows without a reload.
import { clsx } from 'clsx';
import { formatUsd } from '@/lib/price';
import { usePart } from '../api/get-part';
import { fitmentLine, STOCK_TONE_CLASS, stockState } from '../utils/stock';
import { PartOrderForm } from './part-order-form';

export function PartDetailSummary({ partId }: { partId: number }) {
  const { data: part } = usePart(partId);
  if (!part) return null;
  const stock = stockState(part.stock);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{part.name}</h1>
        <p className="mt-1 text-gray-600">{fitmentLine(part)}</p>
        <p className="mt-3 text-3xl font-bold text-primary">{formatUsd(part.price)}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-500">Condition</dt>
        <dd className="font-medium text-gray-900">{part.condition}</dd>
        <dt className="text-gray-500">Availability</dt>
        <dd className={clsx('font-medium', STOCK_TONE_CLASS[stock.tone])}>{stock.label}</dd>
        <dt className="text-gray-500">Category</dt>
        <dd className="text-gray-900">
          {part.category} › {part.sub_category}
        </dd>
        {part.part_number && (
          <>
            <dt className="text-gray-500">Part number</dt>
            <dd className="font-mono text-gray-900">{part.part_number}</dd>
          </>
        )}
        <dt className="text-gray-500">Seller</dt>
        <dd className="text-gray-900">
          {part.seller.name}
          <span className="block text-gray-500">{part.seller.location}</span>
        </dd>
      </dl>
      <PartOrderForm part={part} />
    </div>
  );
}
