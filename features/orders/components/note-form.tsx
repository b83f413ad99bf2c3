'use client';
// One note's text box: adding a note to a record (checked with the API's create schema) or editing one (update schema).
import { useForm, type Resolver } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { NOTE_MAX_LENGTH, noteCreateSchema, noteUpdateSchema } from '@/lib/contract/orders';

interface NoteText {
  content: string;
}

const FIELDS = ['content'] as const;

interface NoteFormProps {
  /** Adding: the record the note goes on (sent as `record_id`). Editing: omit. */
  recordId?: number;
  initial?: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the text; a rejection is shown on the form. */
  onSave: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

function noteResolver(recordId: number | undefined): Resolver<NoteText, unknown, NoteText> {
  if (recordId === undefined) return contractResolver(noteUpdateSchema);
  return contractResolver<typeof noteCreateSchema, NoteText>(noteCreateSchema, {
    prepare: (values) => ({ ...values, record_id: recordId }),
  });
}

export function NoteForm({ recordId, initial = '', label, submitLabel, busyLabel, onSave, onCancel }: NoteFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NoteText, unknown, NoteText>({ resolver: noteResolver(recordId), defaultValues: { content: initial } });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async ({ content }) => {
    clearAlerts();
    try {
      await onSave(content);
      reset({ content: recordId === undefined ? content : '' });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={label}>
      <FormAlert title="The note was not saved." messages={alerts} />
      <FormField
        label={label}
        multiline
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md px-4 py-3 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
