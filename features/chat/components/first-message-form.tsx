'use client';
// The first message of a new chat, the one form every chat button opens when there is no chat yet (decision 054):
// a signed-in customer's support or car chat, a visitor's in the widget. Sending it creates the chat, so opening a
// chat button and closing it leaves nothing in the staff inbox. The contract's rule runs here and on the API; the
// server's 400 lands on the field, a second press while sending does nothing.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormField } from '@/components/ui/form-field';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { firstMessageFormSchema, type FirstMessageInput } from '@/lib/contract/chat';

/** What a visitor or customer asking about a car most often writes first. */
export const FIRST_CAR_MESSAGE = 'Hi, is this car still available?';
const TRY_AGAIN = 'Please try again.';

interface FirstMessageFormProps {
  /** The field's label, e.g. "Your first message about this car". */
  label: string;
  /** The text the field starts with (e.g. FIRST_CAR_MESSAGE); empty by default. */
  defaultContent?: string;
  hint?: string;
  /** Creates the chat with the message; a rejection is shown on the form. */
  onSend: (content: string) => Promise<void>;
  className?: string;
}

export function FirstMessageForm({ label, defaultContent = '', hint, onSend, className }: FirstMessageFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FirstMessageInput>({
    resolver: contractResolver(firstMessageFormSchema),
    defaultValues: { content: defaultContent },
  });
  const [alerts, setAlerts] = useState<string[]>([]);
  // Held from the first press until the send fails: a double click, or a press while the chat opens, sends once.
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  useEffect(() => setFocus('content'), [setFocus]);

  const send = async ({ content }: { content: string }) => {
    if (sending.current) return;
    sending.current = true;
    setAlerts([]);
    try {
      await onSend(content);
      setSent(true);
    } catch (error) {
      sending.current = false;
      const info = parseApiError(error);
      const onField = info.fieldErrors.content?.[0];
      if (onField) {
        setError('content', { type: 'server', message: onField }, { shouldFocus: true });
        return;
      }
      const clientError = info.status >= 400 && info.status < 500;
      setAlerts(clientError ? formErrorMessages(info) : [TRY_AGAIN]);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className={className ?? 'space-y-3'}>
      <FormAlert title="The message could not be sent." messages={alerts} />
      <FormField
        label={label}
        multiline
        rows={3}
        maxLength={5000}
        hint={hint}
        error={errors.content?.message}
        {...register('content')}
      />
      <SubmitButton busy={isSubmitting || sent} busyLabel="Sending" block>
        Send
      </SubmitButton>
    </form>
  );
}
