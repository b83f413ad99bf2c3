'use client';
// Counts one view of a car page for its dealer's "views" once the page is on screen (crawlers that run no script,
// and the few-second page cache, then never inflate or hide it).
import { useEffect } from 'react';
import { useRecordListingView } from '../api/record-listing-view';

export function ListingViewBeacon({ carId }: { carId: number }) {
  const { mutate } = useRecordListingView();
  useEffect(() => mutate(carId), [carId, mutate]);
  return null;
}
