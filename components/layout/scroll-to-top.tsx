'use client';
// Floating "back to top" button, shown once the page has scrolled past the threshold (spec §9: 20 px) and hidden
// again near the page's end, where it would cover the footer's last links. On phones it rides above a sticky contact
// bar (`--floating-lift`, styles/globals.css).
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

export const SCROLL_TO_TOP_THRESHOLD_PX = 20;
/** Within this distance of the page's end the button steps aside. */
export const PAGE_END_MARGIN_PX = 160;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const nearEnd = window.scrollY + window.innerHeight >= root.scrollHeight - PAGE_END_MARGIN_PX;
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX && !nearEnd);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed right-5 bottom-[calc(1.25rem+var(--floating-lift,0rem))] z-30 flex size-11 items-center justify-center rounded-full bg-primary text-white shadow-lg shadow-primary/30',
        'transition hover:-translate-y-0.5 hover:bg-primary-700',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
