// The scroll-to-top button appears only after the page has scrolled more than 20 px, and scrolls up smoothly.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('is hidden at the top and at exactly 20 px, shown beyond, hidden again back at the top', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(20);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(21);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when pressed', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    scrollTo(500);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
