// Where a stage sits on the car's way home: its position among the eight, for progress bars and the timeline.
import { SHIPMENT_STAGES, STAGE_LABELS, type ShipmentStage } from '@/lib/contract/orders';

export const STAGE_COUNT = SHIPMENT_STAGES.length;

/** 'purchased' → 1 … 'delivered' → 8. */
export const stageNumber = (stage: ShipmentStage): number => SHIPMENT_STAGES.indexOf(stage) + 1;

/** `Container shipped (5 of 8)`: the stage in words for screen readers and tooltips. */
export const stageText = (stage: ShipmentStage): string =>
  `${STAGE_LABELS[stage]} (${stageNumber(stage)} of ${STAGE_COUNT})`;

/** Early (still in the US), at sea, or home: the three colours a stage is drawn in. */
export function stagePhase(stage: ShipmentStage): 'us' | 'sea' | 'home' {
  const n = stageNumber(stage);
  if (stage === 'delivered') return 'home';
  return n >= stageNumber('in transit') ? 'sea' : 'us';
}
