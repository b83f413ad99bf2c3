// The overview's latest notes and stage changes, newest first, each linking to the record it happened on.
import Link from 'next/link';
import type { OrdersOverview } from '@/lib/contract/orders';
import { formatDate, formatDateTime } from '@/lib/dates';
import { carName } from './record-labels';
import { recordHref } from '../utils/record-href';

export function OverviewActivity({ activity }: { activity: OrdersOverview['activity'] }) {
  return (
    <section aria-labelledby="activity-title" className="space-y-3">
      <h2 id="activity-title" className="text-lg font-semibold text-gray-900">
        Latest activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing new yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {activity.map((entry) => {
            const href = recordHref(entry.record_kind, entry.record_id);
            const name = carName(entry.car);
            return (
              <li key={`${entry.record_kind}-${entry.record_id}-${entry.at}`} className="flex gap-3 p-3 text-sm">
                <span
                  aria-hidden="true"
                  className={
                    entry.kind === 'note'
                      ? 'mt-1.5 size-2 shrink-0 rounded-full bg-primary'
                      : 'mt-1.5 size-2 shrink-0 rounded-full bg-sky-600'
                  }
                />
                <div className="min-w-0 flex-1">
                  <p className="text-gray-900">
                    <span className="font-semibold">
                      {href ? (
                        <Link href={href} className="hover:underline">
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </span>
                    {': '}
                    <span className="break-words">{entry.text}</span>
                  </p>
                  <p className="text-xs text-gray-500">
                    {entry.kind === 'note' ? 'Note' : 'Stage'} ·{' '}
                    {/* A stage is known by its day only; a note by its moment. */}
                    <time dateTime={entry.at}>
                      {entry.kind === 'note' ? formatDateTime(entry.at) : formatDate(entry.at)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
