// A form's full-width submit button with a spinner while the request runs.
import { Spinner } from '@/components/ui/spinner';

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-70"
    >
      {busy && <Spinner label={busyLabel} className="[&_svg]:size-5 [&_svg]:text-white" />}
      {busy ? `${busyLabel}…` : children}
    </button>
  );
}
