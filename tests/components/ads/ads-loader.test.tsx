// Ads are fetched once when the navbar mounts and the store is empty; never when it already has them.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import type { Ad } from '@/lib/contract/ads';
import { useAdsStore } from '@/stores/use-ads-store';
import { installMswServer, server } from '../../support/msw/server';
import { renderWithProviders } from '../../support/render';

installMswServer();

const ad: Ad = {
  id: 1,
  kind: 'ad',
  title: 'Ship your car in 45 days',
  subtitle: 'Door to port',
  image: '/media/ads/1.jpg',
  link: '/buying/shipping-types',
  placement: 'home',
  sort_order: 0,
};

function countAdRequests(respond: () => Response) {
  const counter = { calls: 0 };
  server.use(
    http.get('*/api/ads/', () => {
      counter.calls += 1;
      return respond();
    }),
  );
  return counter;
}

afterEach(() => useAdsStore.setState({ ads: null }));

describe('AdsLoader', () => {
  it('fetches the ads once into the store when it is empty', async () => {
    const requests = countAdRequests(() => HttpResponse.json([ad]));
    const { rerender } = renderWithProviders(<AdsLoader />);
    await waitFor(() => expect(useAdsStore.getState().ads).toEqual([ad]));
    rerender(<AdsLoader />);
    expect(requests.calls).toBe(1);
  });

  it('does not fetch when the store already has ads', async () => {
    useAdsStore.setState({ ads: [ad] });
    const requests = countAdRequests(() => HttpResponse.json([]));
    renderWithProviders(<AdsLoader />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.calls).toBe(0);
    expect(useAdsStore.getState().ads).toEqual([ad]);
  });

  it('ignores a failed fetch and leaves the store empty', async () => {
    const requests = countAdRequests(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    renderWithProviders(<AdsLoader />);
    await waitFor(() => expect(requests.calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAdsStore.getState().ads).toBeNull();
  });
});
