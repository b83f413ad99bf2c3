// The page of an in-place paged list (saved cars, part orders, dealer listings, order records): the URL's page once
// there is one, else the server's; links drop `page` for page 1; a click pushes the address without a reload.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlPage } from '@/lib/use-url-page';
import { setLocation } from '../support/next-navigation';

afterEach(() => setLocation('/'));

describe('useUrlPage', () => {
  it("shows the URL's page, or the server's when the URL has none or a useless one", () => {
    setLocation('/cars/saved?page=3');
    expect(renderHook(() => useUrlPage(1)).result.current.page).toBe(3);
    setLocation('/cars/saved');
    expect(renderHook(() => useUrlPage(2)).result.current.page).toBe(2);
    setLocation('/cars/saved?page=abc');
    expect(renderHook(() => useUrlPage(2)).result.current.page).toBe(2);
  });

  it('reads the page with the caller’s parser when given one', () => {
    setLocation('/dashboard/purchases?page=abc');
    expect(renderHook(() => useUrlPage(4, () => 1)).result.current.page).toBe(1);
  });

  it('links page 1 without a page and pushes the chosen page into the history', () => {
    setLocation('/parts/orders?page=2');
    const { result } = renderHook(() => useUrlPage(1));
    expect(result.current.hrefFor(1)).toBe('/parts/orders');
    expect(result.current.hrefFor(5)).toBe('/parts/orders?page=5');
    const push = vi.spyOn(window.history, 'pushState');
    result.current.select(5);
    expect(push).toHaveBeenCalledWith(null, '', '/parts/orders?page=5');
    push.mockRestore();
  });
});
