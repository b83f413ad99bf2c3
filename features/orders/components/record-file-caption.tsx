'use client';
// A file's caption on the staff grid: shown as text, edited in place with the contract's update schema.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import {
  RECORD_FILE_CAPTION_MAX_LENGTH,
  recordFileUpdateSchema,
  type FileKind,
  type RecordFile,
  type RecordFileUpdate,
} from '@/lib/contract/record-files';
import { useUpdateRecordFile } from '../api/update-record-file';

const FIELDS = ['caption'] as const;

interface RecordFileCaptionProps {
  kind: FileKind;
  id: number;
  file: RecordFile;
  /** The file's name in labels ("Edit the caption of photo.jpg"). */
  name: string;
}

export function RecordFileCaption({ kind, id, file, name }: RecordFileCaptionProps) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="flex min-w-0 items-start justify-between gap-2 text-sm">
        <p className={file.caption ? 'break-words text-gray-800' : 'text-gray-500'}>{file.caption || 'No caption'}</p>
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={`Edit the caption of ${name}`}
          className="shrink-0 text-xs font-semibold text-primary-700 hover:underline"
        >
          Edit
        </button>
      </div>
    );
  }
  return <CaptionForm kind={kind} id={id} file={file} name={name} onDone={() => setEditing(false)} />;
}

function CaptionForm({ kind, id, file, name, onDone }: RecordFileCaptionProps & { onDone: () => void }) {
  const update = useUpdateRecordFile(kind, id);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RecordFileUpdate, unknown, RecordFileUpdate>({
    resolver: contractResolver(recordFileUpdateSchema),
    defaultValues: { caption: file.caption },
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);
  // The form replaces the Edit button the user just pressed: the caption field takes its focus (not `autoFocus`,
  // which jsx-a11y forbids because it moves focus on page load; this only runs on that press).
  useEffect(() => setFocus('caption'), [setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    clearAlerts();
    try {
      await update.mutateAsync({ fileId: file.id, body });
      onDone();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label={`Caption of ${name}`}>
      <FormAlert title="The caption was not saved." messages={alerts} />
      <FormField
        label="Caption"
        maxLength={RECORD_FILE_CAPTION_MAX_LENGTH}
        error={errors.caption?.message}
        {...register('caption')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} busyLabel="Saving">
          Save
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
