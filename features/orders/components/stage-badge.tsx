// A record's shipment stage as a small coloured label (in the US, at sea or arrived, delivered).
import clsx from 'clsx';
import { STAGE_LABELS, type ShipmentStage } from '@/lib/contract/orders';
import { stagePhase } from '../utils/stages';

const PHASE_CLASS = {
  us: 'bg-amber-50 text-amber-900 ring-amber-200',
  sea: 'bg-sky-50 text-sky-900 ring-sky-200',
  home: 'bg-green-50 text-green-800 ring-green-200',
} as const;

export function StageBadge({ stage, className }: { stage: ShipmentStage; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        PHASE_CLASS[stagePhase(stage)],
        className,
      )}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}
