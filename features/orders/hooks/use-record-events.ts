'use client';
// Live shipping-record news: each `record_update` frame (a staff note, a stage change) refetches the orders data on
// screen (overview, lists, the record's detail and its unread counts) and is returned as a line for a live region.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { RecordEvent } from '@/lib/contract/orders';
import { subscribeRecordEvents } from '@/lib/socket/record-events';
import { orderKeys } from '../api/order-keys';
import { carName } from '../components/record-labels';
import { cachedCar } from '../utils/car-name';

export interface RecordNotice {
  id: number;
  title: string;
  text: string;
}

export function recordNoticeTitle(event: RecordEvent, name: string | null): string {
  const car = name ?? 'one of your cars';
  return event.event === 'note' ? `New note on ${car}` : `Update on ${car}`;
}

/** Subscribes while mounted; returns the latest notice (null until one arrives) and a way to dismiss it. */
export function useRecordEvents(): { notice: RecordNotice | null; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<RecordNotice | null>(null);

  useEffect(
    () =>
      subscribeRecordEvents((event) => {
        // Every orders query may show this record (its detail, the lists, the overview's counts): all are refetched
        // if on screen, marked stale otherwise.
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        const car = cachedCar(queryClient, event.car_sale_id);
        setNotice((previous) => ({
          id: (previous?.id ?? 0) + 1,
          title: recordNoticeTitle(event, car ? carName(car) : null),
          text: event.text,
        }));
      }),
    [queryClient],
  );

  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}
