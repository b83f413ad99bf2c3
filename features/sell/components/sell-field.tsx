'use client';
// A labelled form control with its hint and inline error, wired for screen readers; the control comes from the caller.
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface SellFieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function SellField({ label, error, hint, required, className, children }: SellFieldProps) {
  const id = useId();
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(
      'block w-full rounded-md border bg-white px-3 py-2.5 text-gray-900 shadow-sm outline-none placeholder:text-gray-400 focus:ring-2',
      error ? 'border-primary-500 focus:ring-primary-200' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-100',
    ),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="text-primary" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children(control)}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-primary-700">
          {error}
        </p>
      )}
    </div>
  );
}
