// One car on its way on the overview: picture, name, VIN tail, stage (a bar of the eight), ETA, unread notes,
// balance; the whole card opens its summary report.
import Link from 'next/link';
import type { z } from 'zod';
import type { overviewCarSchema } from '@/lib/contract/orders';
import { vinTail } from '../utils/car-name';
import { carName } from './record-labels';
import { CarThumb } from './car-thumb';
import { Money } from './money';
import { formatRecordDay } from './records-list-params';
import { StageBadge } from './stage-badge';
import { StageProgress } from './stage-progress';

export type OverviewCar = z.infer<typeof overviewCarSchema>;

export function OverviewCarCard({ item, priority }: { item: OverviewCar; priority?: boolean }) {
  const name = carName(item.car);
  return (
    <article className="relative flex gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-primary hover:border-gray-300">
      <CarThumb src={item.car.image} priority={priority} className="aspect-[4/3] w-24 shrink-0 rounded-lg xs:w-32" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-tight font-semibold text-gray-900">
            <Link
              href={`/shipping-dashboard/summary-report/${item.summary_report_id}/`}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {name}
            </Link>
          </h3>
          {item.unread_notes > 0 && (
            <span className="relative shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
              {item.unread_notes} new {item.unread_notes === 1 ? 'note' : 'notes'}
            </span>
          )}
        </div>
        <p className="text-xs text-gray-500">
          VIN <span className="font-mono">{vinTail(item.car.vin)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <StageBadge stage={item.stage} />
          {item.eta && <span className="text-xs text-gray-600">ETA {formatRecordDay(item.eta)}</span>}
        </div>
        <StageProgress stage={item.stage} />
        <p className="text-sm text-gray-700">
          Balance <Money value={item.balance} balance />
        </p>
      </div>
    </article>
  );
}
