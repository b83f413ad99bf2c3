'use client';
// "Delete" on a record's page: the one confirm dialog (decision 025) says what goes with it; on success the list
// opens. A record changed since it was shown is not deleted (409): the dialog says so and offers a Reload.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { RECORD_CHANGED_DETAIL } from '@/lib/contract/orders';
import { useDeleteOrderRecord, type DeletableOrderKind } from '../api/delete-order-record';
import { RecordChangedAlert } from './record-version';

interface DeleteRecordButtonProps {
  kind: DeletableOrderKind;
  id: number;
  updatedAt: string;
  /** "this car order", "container MSCU1234565" */
  name: string;
  /** What else goes, or stays, in one sentence. */
  consequence: string;
  /** Where to go once it is gone. */
  listHref: string;
}

export function DeleteRecordButton({ kind, id, updatedAt, name, consequence, listHref }: DeleteRecordButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrderRecord(kind);
  const router = useRouter();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  const error = remove.isError ? parseApiError(remove.error) : null;
  const conflict = error?.status === 409 ? (error.detail ?? RECORD_CHANGED_DETAIL) : null;
  const confirm = () =>
    remove.mutate(
      { id, updatedAt },
      {
        onSuccess: () => {
          setOpen(false);
          router.push(listHref);
        },
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md px-4 py-2 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
      >
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirm}
      >
        <p className="mt-2 text-sm text-gray-600">{consequence} This cannot be undone.</p>
        {remove.isError &&
          (conflict ? (
            <div className="mt-3">
              <RecordChangedAlert
                message={conflict}
                reloading={false}
                onReload={() => {
                  // The page is drawn again with the record as saved now (its updated_at too).
                  close();
                  router.refresh();
                }}
              />
            </div>
          ) : (
            <p role="alert" className="mt-3 text-sm text-primary-700">
              {error && formErrorMessages(error)[0]}
            </p>
          ))}
      </ConfirmDialog>
    </>
  );
}
