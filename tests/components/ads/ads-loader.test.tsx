// Ads are fetched once into the query cache when the navbar mounts and none are cached; never when they are.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adKeys } from '@/features/ads/api/get-ads';
import { AdsLoader } from '@/features/ads/components/ads-loader';
import type { Ad } from '@/lib/contract/ads';
import { installMswServer, server } from '../../support/msw/server';
import { makeTestQueryClient, renderWithProviders } from '../../support/render';

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

describe('AdsLoader', () => {
  it('fetches the ads once into the cache when none are cached, and not again for a second navbar', async () => {
    const requests = countAdRequests(() => HttpResponse.json([ad]));
    const { queryClient, unmount } = renderWithProviders(<AdsLoader />);
    await waitFor(() => expect(queryClient.getQueryData(adKeys.list())).toEqual([ad]));
    unmount();
    renderWithProviders(<AdsLoader />, { queryClient });
    // The effect has run by now: a fetch would have started at once.
    expect(queryClient.getQueryState(adKeys.list())!.fetchStatus).toBe('idle');
    expect(requests.calls).toBe(1);
  });

  it('does not fetch when the cache already has ads', () => {
    const requests = countAdRequests(() => HttpResponse.json([]));
    const queryClient = makeTestQueryClient();
    queryClient.setQueryData(adKeys.list(), [ad]);
    renderWithProviders(<AdsLoader />, { queryClient });
    expect(queryClient.getQueryState(adKeys.list())!.fetchStatus).toBe('idle');
    expect(requests.calls).toBe(0);
    expect(queryClient.getQueryData(adKeys.list())).toEqual([ad]);
  });

  it('ignores a failed fetch and caches no ads', async () => {
    const requests = countAdRequests(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    const { queryClient } = renderWithProviders(<AdsLoader />);
    await waitFor(() => expect(queryClient.getQueryState(adKeys.list())?.status).toBe('error'));
    expect(requests.calls).toBe(1);
    expect(queryClient.getQueryData(adKeys.list())).toBeUndefined();
  });
});
