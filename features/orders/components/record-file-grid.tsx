'use client';
// A record's files for staff: thumbnails that open the shared lightbox, PDFs as links, each with its caption (edited
// in place) and a Delete behind the one confirm dialog (decision 025).
import Image from 'next/image';
import { useState } from 'react';
import { DocumentIcon } from '@/components/ui/icons';
import { Lightbox } from '@/components/ui/lightbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { FileKind, RecordFile } from '@/lib/contract/record-files';
import { useDeleteRecordFile } from '../api/delete-record-file';
import { RecordFileCaption } from './record-file-caption';

interface RecordFileGridProps {
  kind: FileKind;
  id: number;
  files: RecordFile[];
  subject: string;
  emptyText: string;
}

const isPicture = (file: RecordFile) => file.content_type.startsWith('image/');

export function RecordFileGrid({ kind, id, files, subject, emptyText }: RecordFileGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RecordFile | null>(null);
  const pictures = files.filter(isPicture);

  if (files.length === 0) return <p className="text-sm text-gray-500">{emptyText}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={subject}>
        {files.map((file) => {
          const index = pictures.indexOf(file);
          const name = file.original_name || (isPicture(file) ? `Photo ${index + 1}` : 'Document');
          return (
            <li key={file.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-2">
              {isPicture(file) ? (
                <button
                  type="button"
                  onClick={() => setOpen(index)}
                  aria-label={`Open ${name}`}
                  className="block overflow-hidden rounded bg-gray-100"
                >
                  <Image
                    unoptimized
                    src={file.thumbnail ?? file.file}
                    alt={file.caption || `${subject}, ${name}`}
                    width={240}
                    height={180}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </button>
              ) : (
                <a
                  href={file.file}
                  target="_blank"
                  rel="noopener"
                  className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded bg-gray-50 p-2 text-center text-sm font-semibold text-primary-700 ring-1 ring-gray-200 hover:underline"
                >
                  <DocumentIcon className="size-8" />
                  <span className="line-clamp-2 break-all">{name}</span>
                </a>
              )}
              <RecordFileCaption kind={kind} id={id} file={file} name={name} />
              <button
                type="button"
                onClick={() => setDeleting(file)}
                aria-label={`Delete ${name}`}
                className="self-start rounded px-2 py-1 text-xs font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
      <Lightbox
        open={open !== null}
        images={pictures.map((p) => ({ src: p.file, width: p.width, height: p.height }))}
        index={open ?? 0}
        onIndex={setOpen}
        label={subject}
        onClose={() => setOpen(null)}
      />
      <ConfirmDelete kind={kind} id={id} file={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function ConfirmDelete({
  kind,
  id,
  file,
  onClose,
}: {
  kind: FileKind;
  id: number;
  file: RecordFile | null;
  onClose: () => void;
}) {
  const remove = useDeleteRecordFile(kind, id);
  const close = () => {
    remove.reset();
    onClose();
  };
  const what = file && isPicture(file) ? 'photo' : 'document';
  return (
    <ConfirmDialog
      open={file !== null}
      onClose={close}
      title={`Delete this ${what}?`}
      confirmLabel={`Delete ${what}`}
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => file && remove.mutate(file.id, { onSuccess: close })}
    >
      <p className="mt-2 break-words text-sm text-gray-600">
        {file?.original_name || 'The file'} is removed from the record and from storage; the customer no longer sees it.
        This cannot be undone.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-primary-700">
          {formErrorMessages(parseApiError(remove.error))[0]}
        </p>
      )}
    </ConfirmDialog>
  );
}
