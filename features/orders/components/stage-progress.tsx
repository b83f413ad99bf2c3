// The eight stages as a compact bar (one segment each, filled up to the current one): readable on a phone card.
import clsx from 'clsx';
import { SHIPMENT_STAGES, STAGE_LABELS, type ShipmentStage } from '@/lib/contract/orders';
import { STAGE_COUNT, stageNumber, stageText } from '../utils/stages';

export function StageProgress({ stage, className }: { stage: ShipmentStage; className?: string }) {
  const current = stageNumber(stage);
  return (
    <div
      role="progressbar"
      aria-label="Shipment progress"
      aria-valuemin={1}
      aria-valuemax={STAGE_COUNT}
      aria-valuenow={current}
      aria-valuetext={stageText(stage)}
      title={stageText(stage)}
      className={clsx('flex gap-1', className)}
    >
      {SHIPMENT_STAGES.map((step, index) => (
        <span
          key={step}
          title={STAGE_LABELS[step]}
          className={clsx(
            'h-1.5 flex-1 rounded-full',
            index + 1 < current && 'bg-primary',
            index + 1 === current && (stage === 'delivered' ? 'bg-green-600' : 'bg-primary ring-2 ring-primary-200'),
            index + 1 > current && 'bg-gray-200',
          )}
        />
      ))}
    </div>
  );
}
