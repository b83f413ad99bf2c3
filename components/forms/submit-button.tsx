// A form's submit button: disabled with a spinner while the request runs, so a form cannot be sent twice.
import clsx from 'clsx';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: string;
  /** Full width (the narrow auth cards); otherwise as wide as its text. */
  block?: boolean;
}

export function SubmitButton({ busy, busyLabel, children, block = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-white shadow-sm hover:bg-primary-700 disabled:opacity-70',
        block && 'w-full',
      )}
    >
      {busy && <Spinner label={busyLabel} className="[&_svg]:size-5 [&_svg]:text-white" />}
      {busy ? `${busyLabel}…` : children}
    </button>
  );
}
