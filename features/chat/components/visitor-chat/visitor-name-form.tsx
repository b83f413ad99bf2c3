'use client';
// The widget's first step: the visitor's first name and a phone number or Telegram username (at least one), so the
// team knows whom they are talking to and can reach them after the chat. The contract's rules run here and on the API.
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { visitorContactSchema, type VisitorContactInput } from '@/lib/contract/chat';

const BUTTON =
  'w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60';
const FIELDS = ['first_name', 'phone', 'telegram'] as const;

export function VisitorNameForm({ onStart }: { onStart: (contact: VisitorContactInput) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<VisitorContactInput>({
    resolver: contractResolver(visitorContactSchema),
    defaultValues: { first_name: '', phone: '', telegram: '' },
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (contact) => {
    clearAlerts();
    try {
      await onStart(contact);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 overflow-y-auto p-4" aria-label="Start a chat">
      <p className="text-sm text-gray-700">Hi! Ask us anything about our cars, buying or shipping.</p>
      <FormAlert title="The chat could not be started." messages={alerts} />
      <FormField label="Your first name" autoComplete="given-name" maxLength={60} {...register('first_name')} />
      <p className="text-xs text-gray-600">So we can reach you, a phone number or a Telegram username (or both):</p>
      <FormField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="017 217 919"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormField
        label="Telegram username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@username"
        error={errors.telegram?.message}
        {...register('telegram')}
      />
      <button type="submit" className={BUTTON} disabled={isSubmitting}>
        {isSubmitting ? 'Starting…' : 'Start chat'}
      </button>
    </form>
  );
}
