'use client';
// The contact form: checked in the browser with the API's own schema, sent to the office, server errors shown per field.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { inquiryCreateSchema, type InquiryCreate } from '@/lib/contract/content';
import { useCreateInquiry } from '../api/create-inquiry';
import { FormField } from '@/components/ui/form-field';

const EMPTY: InquiryCreate = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

export function ContactForm() {
  const { mutateAsync } = useCreateInquiry();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contractResolver(inquiryCreateSchema), defaultValues: EMPTY });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  // The button may be far below the message on a phone; bring the thank-you into view. jsdom has no scrollIntoView.
  useEffect(() => {
    if (sent) thanksRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    clearAlerts();
    try {
      await mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <FormAlert title="We could not send your message." messages={alerts} />
      {sent && (
        <div
          ref={thanksRef}
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900"
        >
          <p className="font-semibold">Thank you, your message has been sent.</p>
          <p className="mt-1">Our Phnom Penh team answers within one working day, usually much sooner.</p>
        </div>
      )}
      <div className="grid gap-5 xs:grid-cols-2">
        <FormField required label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          required
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="With the country code, e.g. +855 12 345 678"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField required label="Subject" error={errors.subject?.message} {...register('subject')} />
      </div>
      <FormField required label="Message" multiline rows={6} error={errors.message?.message} {...register('message')} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending">
        Send message
      </SubmitButton>
    </form>
  );
}
