// The scroll-to-top button appears only after the page has scrolled more than 20 px, steps aside near the page's
// end (where it would cover the footer's last links), and scrolls up smoothly.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

// A 5000 px page in an 800 px window: the end is reached at 4200 px.
Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });

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

  it("is hidden near the page's end, so it covers none of the footer's last links", () => {
    render(<ScrollToTop />);
    scrollTo(3000);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    scrollTo(4100);
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
