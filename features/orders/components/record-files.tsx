'use client';
// Staff's one uploader for a record's photos and documents (decision 040): drop files or choose them, each checked
// against the contract's types and caps before it is sent, uploaded one after another with its own progress bar
// (XMLHttpRequest upload events), then shown in the thumbnail grid with caption edit and delete.
import { clsx } from 'clsx';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import {
  RECORD_IMAGE_MAX_BYTES,
  RECORD_IMAGE_TYPES,
  RECORD_PDF_MAX_BYTES,
  RECORD_PDF_TYPE,
  RECORD_FILE_COLLECTIONS,
  acceptFor,
  tooLargeMessage,
  wrongTypeMessage,
  type FileKind,
  type RecordFileCollectionKind,
} from '@/lib/contract/record-files';
import { useCreateRecordFile } from '../api/create-record-file';
import { useRecordFiles } from '../api/get-record-files';
import { RecordFileGrid } from './record-file-grid';

interface Upload {
  key: string;
  name: string;
  percent: number;
  error?: string;
}

interface RecordFilesProps {
  kind: FileKind;
  id: number;
  collection: string;
  /** What the photos show ("2021 Toyota Camry in its container"): names the grid, the lightbox and each photo. */
  subject: string;
}

/** Why the browser will not send this file (the server checks the bytes again), or null when it may go. */
export function refusal(file: File, holds: RecordFileCollectionKind): string | null {
  const picture = (RECORD_IMAGE_TYPES as readonly string[]).includes(file.type);
  const pdf = file.type === RECORD_PDF_TYPE && holds === 'documents';
  if (!picture && !pdf) return wrongTypeMessage(holds);
  if (file.size === 0) return 'The file is empty.';
  const cap = picture ? RECORD_IMAGE_MAX_BYTES : RECORD_PDF_MAX_BYTES;
  return file.size > cap ? tooLargeMessage(cap) : null;
}

export function RecordFiles({ kind, id, collection, subject }: RecordFilesProps) {
  const entry = (RECORD_FILE_COLLECTIONS[kind] as Record<string, { holds: RecordFileCollectionKind; label: string }>)[
    collection
  ];
  const holds = entry?.holds ?? 'photos';
  const { data: files, isPending, isError, refetch } = useRecordFiles(kind, id);
  const create = useCreateRecordFile();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = uploads.some((u) => !u.error && u.percent < 100);
  const what = holds === 'photos' ? 'photos' : 'files';

  const setUpload = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = async (chosen: File[]) => {
    const batch = chosen.map((file, n) => ({ file, key: `${Date.now()}-${n}-${file.name}` }));
    setUploads((current) => [
      ...current.filter((u) => u.error === undefined && u.percent < 100),
      ...batch.map(({ file, key }) => ({ key, name: file.name, percent: 0, error: refusal(file, holds) ?? undefined })),
    ]);
    // One after another, so the files keep the order they were chosen in and one slow upload shows its own bar.
    for (const { file, key } of batch) {
      if (refusal(file, holds)) continue;
      try {
        await create.mutateAsync({ kind, id, collection, file, onProgress: (percent) => setUpload(key, { percent }) });
        setUploads((current) => current.filter((u) => u.key !== key));
        setAnnouncement(`${file.name} uploaded.`);
      } catch (error) {
        setUpload(key, { error: formErrorMessages(parseApiError(error))[0] });
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length) void send(dropped);
  };

  const mine = (files ?? []).filter((f) => f.collection === collection);
  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm',
          dragging ? 'border-primary bg-primary-50' : 'border-gray-300 bg-gray-50',
        )}
      >
        <p className="text-gray-700">Drop {what} here, or</p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
          className="rounded-md bg-white px-4 py-2 font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Choose {what}
        </button>
        <p id={hintId} className="text-xs text-gray-500">
          {holds === 'photos'
            ? `JPEG, PNG or WebP, up to ${RECORD_IMAGE_MAX_BYTES / 1024 / 1024} MB each.`
            : `Pictures up to ${RECORD_IMAGE_MAX_BYTES / 1024 / 1024} MB or PDFs up to ${RECORD_PDF_MAX_BYTES / 1024 / 1024} MB.`}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptFor(holds)}
          aria-label={`Add ${entry?.label.toLowerCase() ?? what}`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length) void send(chosen);
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads" aria-busy={busy}>
          {uploads.map((u) => (
            <li key={u.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="max-w-full truncate text-gray-800">{u.name}</span>
              {u.error ? (
                <span role="alert" className="text-primary-700">
                  {u.error}
                </span>
              ) : (
                <>
                  <progress value={u.percent} max={100} aria-label={`Uploading ${u.name}`} className="h-2 w-40" />
                  <span className="tabular-nums text-gray-600">{u.percent} %</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {isPending ? (
        <p role="status" className="text-sm text-gray-500">
          Loading the {what}…
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-primary-700">
          The {what} could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : (
        <RecordFileGrid kind={kind} id={id} files={mine} subject={subject} emptyText={`No ${what} yet.`} />
      )}
    </div>
  );
}
