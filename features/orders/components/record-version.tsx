'use client';
// Optimistic concurrency in the edit forms (decision 038): the form sends the record's updated_at as it read it; a
// 409 (someone else saved first) is shown above the form with a Reload that fetches the saved record into the form.
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormNotice } from '@/components/forms/form-alert';
import { parseApiError } from '@/lib/api/errors';
import type { OrderRecord, UpdatableOrderKind } from '@/lib/contract/orders';
import { RECORD_CHANGED_DETAIL } from '@/lib/contract/orders';
import { getOrderRecordQueryOptions } from '../api/get-order-record';
import { useUpdateOrderRecord, type OrderRecordUpdate } from '../api/update-order-record';

/**
 * `version`: the updated_at to send with the next save (the one read, then each save's answer). `catchConflict`
 * takes a failed save's error and returns true when it was the 409 (the alert is then shown); `reload` fetches the
 * saved record, hands it to `onReloaded` (reset the form with it) and takes its version.
 */
export function useRecordVersion<K extends UpdatableOrderKind>(
  kind: K,
  record: { id: number; updated_at: string },
  onReloaded: (fresh: OrderRecord<K>) => void,
) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(record.updated_at);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);

  const catchConflict = useCallback((error: unknown) => {
    const info = parseApiError(error);
    if (info.status !== 409) return false;
    setConflict(info.detail ?? RECORD_CHANGED_DETAIL);
    setReloaded(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return true;
  }, []);

  const saved = useCallback((answer: { updated_at: string }) => {
    setVersion(answer.updated_at);
    setConflict(null);
    setReloaded(false);
  }, []);

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...getOrderRecordQueryOptions(kind, record.id), staleTime: 0 });
      onReloaded(fresh);
      setVersion((fresh as { updated_at: string }).updated_at);
      setConflict(null);
      setReloaded(true);
    } catch {
      setConflict('The record could not be loaded. Check the connection and try Reload again.');
    } finally {
      setReloading(false);
    }
  }, [kind, onReloaded, queryClient, record.id]);

  return { version, conflict, reloading, reloaded, catchConflict, saved, reload };
}

/**
 * The 409 above a form: what happened, and a Reload button (the user's unsaved typing is replaced), which takes the
 * focus when the message appears so a keyboard user lands on what to do next.
 */
export function RecordChangedAlert({
  message,
  reloading,
  onReload,
}: {
  message: string | null;
  reloading: boolean;
  onReload: () => void;
}) {
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (message) reloadButton.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        <span className="font-semibold">Not saved: </span>
        {message}
      </p>
      <button
        ref={reloadButton}
        type="button"
        onClick={onReload}
        disabled={reloading}
        className="rounded-md bg-white px-4 py-2 font-semibold text-amber-950 ring-1 ring-amber-400 hover:bg-amber-100 disabled:opacity-70"
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
    </div>
  );
}

/**
 * An edit form's save through PUT …/{id}/update/ (one way for every record form): clears the form's alerts, sends the
 * version read, takes the answer's and hands the answer to `onSaved`; a 409 becomes the changed-record alert, any
 * other error the form's own (`showError`). `saved`: the last save went through.
 */
export function useRecordSave<K extends UpdatableOrderKind>(
  kind: K,
  record: { id: number; updated_at: string },
  onReloaded: (fresh: OrderRecord<K>) => void,
  formErrors: { showError: (error: unknown) => void; clearAlerts: () => void },
) {
  const update = useUpdateOrderRecord(kind);
  const version = useRecordVersion(kind, record, onReloaded);
  const [saved, setSaved] = useState(false);
  const { showError, clearAlerts } = formErrors;

  const save = async (body: OrderRecordUpdate<K>, onSaved?: (answer: OrderRecord<K>) => void) => {
    clearAlerts();
    setSaved(false);
    try {
      const answer = await update.mutateAsync({ id: record.id, body: { ...body, updated_at: version.version } });
      version.saved(answer);
      onSaved?.(answer);
      setSaved(true);
    } catch (error) {
      if (!version.catchConflict(error)) showError(error);
    }
  };

  return { ...version, saved, save, succeeded: update.isSuccess };
}

/** Above an edit form: the 409 with its Reload, "reloaded", and "saved" with the way back to the record. */
export function RecordSaveNotices({
  save,
  what,
  back,
}: {
  save: Pick<ReturnType<typeof useRecordSave>, 'conflict' | 'reloading' | 'reload' | 'reloaded' | 'saved'>;
  /** "towing", "loading record", … */
  what: string;
  back: string;
}) {
  return (
    <>
      <RecordChangedAlert message={save.conflict} reloading={save.reloading} onReload={save.reload} />
      {save.reloaded && <FormNotice>Reloaded: the form shows the {what} as it is saved now.</FormNotice>}
      {save.saved && (
        <FormNotice>
          The {what} was saved.{' '}
          <Link href={back} className="font-semibold underline">
            Back to the {what}
          </Link>
        </FormNotice>
      )}
    </>
  );
}
