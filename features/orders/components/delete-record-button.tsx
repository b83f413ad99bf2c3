'use client';
// "Delete" on a record's page: the one confirm dialog (decision 025) says what goes with it; on success the list
// opens. A record changed since it was shown is not deleted (409): the dialog says so and offers a Reload.
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
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
  const titleId = useId();
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
        className="rounded-md px-4 py-2 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary"
      >
        Delete
      </button>
      <Modal open={open} onClose={close} labelledBy={titleId} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div
          className="fixed inset-0 flex items-center justify-center p-4"
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              Delete {name}?
            </h2>
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
            <div className="mt-5 flex justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50"
              >
                Cancel
              </button>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={confirm}
                className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </button>
            </div>
          </div>
        </div>
      </Modal>
    </>
  );
}
