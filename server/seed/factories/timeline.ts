// A car's way home in dates: the stage its records imply (one rule for the seed and its tests), and the dates that
// put a car at a chosen stage when the random plan leaves a demo customer without one.
import type { Faker } from '@faker-js/faker';
import { SHIPMENT_STAGES, type ShipmentStage } from '@/lib/contract/orders-values';
import { addDays, addMinutes, isoDate, pastMoment } from '../random';

export const STAGES = SHIPMENT_STAGES;
export type Stage = ShipmentStage;

/** What a car's records say about it: each field present once that step has happened (dates as YYYY-MM-DD). */
export interface StageFacts {
  towing: boolean;
  towingDelivered: boolean;
  loadedAt: string | null;
  containerEtd: string | null;
  arrivedAt: string | null;
  customsClearedAt: string | null;
  deliveredAt: string | null;
}

/** The stage the records imply, latest step first; `today` is YYYY-MM-DD. */
export function stageOf(facts: StageFacts, today: string): Stage {
  if (facts.deliveredAt) return 'delivered';
  if (facts.customsClearedAt) return 'customs';
  if (facts.arrivedAt) return 'arrived';
  if (facts.containerEtd && facts.containerEtd <= today) return 'in transit';
  if (facts.loadedAt) return 'loaded';
  if (facts.towingDelivered) return 'at warehouse';
  if (facts.towing) return 'towing';
  return 'purchased';
}

export function stageIndex(stage: Stage): number {
  return STAGES.indexOf(stage);
}

/** Stages a car reaches in a container (a loading record and a shipping exist). */
export function isContainerStage(stage: Stage): boolean {
  return stageIndex(stage) >= stageIndex('loaded');
}

export interface ContainerDates {
  stuffed: Date;
  etd: Date;
  eta: Date;
}

/** The container a forced car at `stage` travels in: its ETD and ETA sit on the right side of `now`. */
export function pinnedContainerDates(faker: Faker, stage: Stage, now: Date): ContainerDates {
  const days = (min: number, max: number) => faker.number.int({ min, max });
  if (stage === 'loaded') {
    const etd = addDays(now, days(2, 5));
    return { stuffed: addDays(now, -days(0, 2)), etd, eta: addDays(etd, days(38, 46)) };
  }
  let eta: Date;
  if (stage === 'in transit') eta = addDays(now, days(10, 30));
  else if (stage === 'arrived') eta = addDays(now, -days(0, 2));
  else if (stage === 'customs') eta = addDays(now, -days(8, 12));
  else eta = addDays(now, -days(20, 40));
  const etd = addDays(eta, -days(38, 46));
  return { stuffed: addDays(etd, -days(3, 7)), etd, eta };
}

export interface SaleTimes {
  created: Date;
  dispatched: Date;
  delivered: Date;
}

/** Purchase, tow dispatch and warehouse delivery of a car that must be at `stage` today. */
export function pinnedTimes(faker: Faker, stage: Stage, now: Date, container: ContainerDates | null): SaleTimes {
  const hours = (min: number, max: number) => faker.number.int({ min, max }) * 60;
  if (container) {
    const delivered = addDays(container.stuffed, -faker.number.int({ min: 2, max: 8 }));
    const dispatched = addDays(delivered, -faker.number.int({ min: 2, max: 9 }));
    return { created: addMinutes(dispatched, -hours(12, 48)), dispatched, delivered };
  }
  // Bought today: the tow is booked for tomorrow or the day after.
  if (stage === 'purchased') {
    const created = now;
    return { created, dispatched: addMinutes(created, hours(12, 48)), delivered: addDays(created, 6) };
  }
  if (stage === 'towing') {
    const created = pastMoment(faker, now, 2, 2);
    const dispatched = addMinutes(created, hours(12, 30));
    return { created, dispatched, delivered: addDays(dispatched, faker.number.int({ min: 2, max: 9 })) };
  }
  const created = pastMoment(faker, now, 8, 14);
  const dispatched = addMinutes(created, hours(12, 48));
  return { created, dispatched, delivered: addDays(dispatched, faker.number.int({ min: 2, max: 5 })) };
}

export interface ArrivalDates {
  arrived_at: string | null;
  customs_cleared_at: string | null;
  delivered_at: string | null;
}

/**
 * Arrival at Sihanoukville on the container's ETA, customs clearance 3–6 days later, delivery to the customer 2–6
 * days after that; each only once it has happened, and none past `cap` (a car forced to stop at a stage).
 */
export function arrivalDates(faker: Faker, eta: Date, now: Date, cap: Stage | null): ArrivalDates {
  const customs = addDays(eta, faker.number.int({ min: 3, max: 6 }));
  const delivered = addDays(customs, faker.number.int({ min: 2, max: 6 }));
  const upTo = cap ? stageIndex(cap) : STAGES.length;
  const when = (date: Date, stage: Stage) => (date <= now && stageIndex(stage) <= upTo ? isoDate(date) : null);
  return {
    arrived_at: when(eta, 'arrived'),
    customs_cleared_at: when(customs, 'customs'),
    delivered_at: when(delivered, 'delivered'),
  };
}
