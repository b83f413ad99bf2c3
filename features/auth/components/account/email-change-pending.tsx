'use client';
// My account: a new e-mail address waiting for its link (decision 055). Until the link is opened the account keeps
// its address for logging in and for our mail; the link can be sent again, or the change cancelled.
import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { parseApiError } from '@/lib/api/errors';
import { useCancelEmailChange } from '../../api/cancel-email-change';
import { useEmailChange } from '../../api/get-email-change';
import { useResendEmailChange } from '../../api/resend-email-change';
import { secondaryButtonClass } from './secondary-button';

/** The waiting change, if any; after a cancel, a notice that says the address stays. */
export function EmailChangeStatus({ current }: { current: string }) {
  const { data } = useEmailChange();
  const [cancelled, setCancelled] = useState(false);
  const pending = data?.pending_email;
  if (pending) return <EmailChangePending pending={pending} current={current} onCancelled={() => setCancelled(true)} />;
  return cancelled ? <FormNotice>The e-mail change is cancelled. Your address stays {current}.</FormNotice> : null;
}

function EmailChangePending({
  pending,
  current,
  onCancelled,
}: {
  pending: string;
  current: string;
  onCancelled: () => void;
}) {
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = resend.isPending || cancel.isPending;

  const failed = (error: unknown) =>
    setResult({ ok: false, text: parseApiError(error).detail ?? 'Try again in a few minutes.' });
  const resendLink = async () => {
    setResult(null);
    try {
      setResult({ ok: true, text: (await resend.mutateAsync()).detail });
    } catch (error) {
      failed(error);
    }
  };
  const cancelChange = async () => {
    setResult(null);
    try {
      await cancel.mutateAsync();
      onCancelled();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-950">
        Waiting for confirmation at <strong className="wrap-anywhere">{pending}</strong>. Open the link we sent there to
        make it your address. Until then you log in with <strong className="wrap-anywhere">{current}</strong> and we
        write to it.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} className={secondaryButtonClass} onClick={resendLink}>
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </button>
        <button type="button" disabled={busy} className={secondaryButtonClass} onClick={cancelChange}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel the change'}
        </button>
      </div>
      {result?.ok && <FormNotice>{result.text}</FormNotice>}
      {result && !result.ok && <FormAlert title="That did not work." messages={[result.text]} />}
    </div>
  );
}
