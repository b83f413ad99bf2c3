'use client';
// The widget's first step: the visitor's first name, so the team knows whom they are talking to.
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api/errors';

const BUTTON =
  'w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function VisitorNameForm({ onStart }: { onStart: (firstName: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ first_name: string }>({ defaultValues: { first_name: '' } });

  const onSubmit = handleSubmit(async ({ first_name }) => {
    try {
      await onStart(first_name.trim());
    } catch (error) {
      const info = parseApiError(error);
      setError('first_name', {
        type: 'server',
        message: info.fieldErrors.first_name?.[0] ?? 'The chat could not be started. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 p-4" aria-label="Start a chat">
      <p className="text-sm text-gray-700">
        Hi! Ask us anything about our cars, buying or shipping. What should we call you?
      </p>
      <FormField
        label="Your first name"
        autoComplete="given-name"
        maxLength={60}
        error={errors.first_name?.message}
        {...register('first_name', {
          validate: (value) => value.trim().length > 0 || 'This field may not be blank.',
          maxLength: { value: 60, message: 'Ensure this field has no more than 60 characters.' },
        })}
      />
      <button type="submit" className={BUTTON} disabled={isSubmitting}>
        {isSubmitting ? 'Starting…' : 'Start chat'}
      </button>
    </form>
  );
}
