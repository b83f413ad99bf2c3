'use client';
// The brand mark and wordmark, linking home.
import clsx from 'clsx';
import Link from 'next/link';
import { useBrand } from './brand-context';

interface LogoProps {
  className?: string;
  /** Hide the wordmark below this width class (e.g. when the navbar is crowded). */
  wordmarkClassName?: string;
  onClick?: () => void;
}

export function Logo({ className, wordmarkClassName, onClick }: LogoProps) {
  const brand = useBrand();
  return (
    <Link
      href="/"
      onClick={onClick}
      aria-label={`${brand} home`}
      className={clsx('flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-offset-4', className)}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M6 19.5 9 13.5c.5-1 1.2-1.5 2.3-1.5h9.4c1.1 0 1.8.5 2.3 1.5l3 6v3.5H6Z" fill="#fff" />
        <circle cx="11" cy="22.5" r="2.3" fill="var(--color-primary)" stroke="#fff" strokeWidth="1.6" />
        <circle cx="21" cy="22.5" r="2.3" fill="var(--color-primary)" stroke="#fff" strokeWidth="1.6" />
        <path d="M10.5 17.5h11" stroke="var(--color-primary)" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <span className={clsx('text-lg font-extrabold tracking-tight text-gray-900', wordmarkClassName)}>{brand}</span>
    </Link>
  );
}
