'use client';
// The one form field: a label (with a required mark), the control, its hint and its inline error, wired for screen
// readers (`aria-describedby`, `aria-invalid`, `aria-required`). A text input or textarea by default; any other
// control (a select, a custom input) through the `children` render function, which receives the wiring.
import clsx from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Shows the required mark; the form's resolver does the checking. */
  required?: boolean;
  className?: string;
}

type InputProps = { multiline?: false; children?: undefined } & Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'required'
>;
type TextareaProps = { multiline: true; children?: undefined } & Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'required'
>;
type CustomProps = { children: (control: ControlProps) => ReactNode; multiline?: undefined };

export type FormFieldProps = FieldProps & (InputProps | TextareaProps | CustomProps);

const controlClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-md border bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-400',
    invalid ? 'border-primary-500' : 'border-gray-300 focus:border-primary-500',
  );

export function FormField(props: FormFieldProps) {
  const { label, error, hint, required, className } = props;
  const id = useId();
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass(Boolean(error)),
  };

  return (
    <div className={className}>
      {/* The mark is for the eye, outside the label so the field's name stays the label; aria-required says it. */}
      <div className="mb-1 flex gap-1 text-sm font-medium">
        <label htmlFor={id} className="block text-gray-800">
          {label}
        </label>
        {required && (
          <span className="text-primary" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {renderControl(props, control)}
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

function renderControl(props: FormFieldProps, control: ControlProps): ReactNode {
  if (typeof props.children === 'function') return props.children(control);
  // What is left after the field's own props is the input's or textarea's.
  const {
    label: _label,
    error: _error,
    hint: _hint,
    required: _required,
    className: _className,
    multiline,
    children: _children,
    ...rest
  } = props;
  return multiline ? (
    <textarea {...(rest as ComponentPropsWithRef<'textarea'>)} {...control} />
  ) : (
    <input {...(rest as ComponentPropsWithRef<'input'>)} {...control} />
  );
}
