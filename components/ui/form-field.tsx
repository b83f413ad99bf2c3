'use client';
// A labelled text input or textarea with its hint and inline error, wired for screen readers.
import clsx from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';

type InputProps = { multiline?: false } & ComponentPropsWithRef<'input'>;
type TextareaProps = { multiline: true } & ComponentPropsWithRef<'textarea'>;

type FormFieldProps = (InputProps | TextareaProps) & {
  label: string;
  error?: string;
  hint?: string;
};

export function FormField({ label, error, hint, className, ...control }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const controlClass = clsx(
    'block w-full rounded-md border bg-white px-3 py-2.5 text-gray-900 shadow-sm outline-none placeholder:text-gray-400 focus:ring-2',
    error ? 'border-primary-500 focus:ring-primary-200' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-100',
  );
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: controlClass };

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {control.multiline ? (
        <textarea {...withoutMultiline(control)} {...shared} />
      ) : (
        <input {...withoutMultiline(control)} {...shared} />
      )}
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

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T): Omit<T, 'multiline'> {
  return rest;
}
