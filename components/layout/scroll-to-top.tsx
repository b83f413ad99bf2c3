'use client';
// Floating "back to top" button, shown once the page has scrolled past the threshold (spec §9: 20 px).
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

export const SCROLL_TO_TOP_THRESHOLD_PX = 20;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed right-5 bottom-5 z-30 flex size-11 items-center justify-center rounded-full bg-primary text-white shadow-lg shadow-primary/30',
        'transition hover:-translate-y-0.5 hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
