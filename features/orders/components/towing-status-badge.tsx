// Spec §4's towing status as a label coloured by how far the tow has got.
import clsx from 'clsx';
import type { TowingStatus } from '@/lib/contract/orders';

const TONE: Record<TowingStatus, string> = {
  Dispatch: 'bg-gray-100 text-gray-800 ring-gray-200',
  'Towing in Progress': 'bg-amber-50 text-amber-900 ring-amber-200',
  'Delivered to Warehouse': 'bg-green-50 text-green-800 ring-green-200',
  'Delivered to Shop': 'bg-green-50 text-green-800 ring-green-200',
};

export function TowingStatusBadge({ status }: { status: TowingStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[status],
      )}
    >
      {status}
    </span>
  );
}
