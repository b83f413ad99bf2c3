'use client';
// My account: which notification e-mails the account gets (record status changes, chat replies).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { notificationPreferencesSchema, type NotificationPreferences } from '@/lib/contract/auth';
import { useUpdateNotificationPreferences } from '../../api/update-notification-preferences';

const FIELDS = ['notify_status_email', 'notify_chat_email'] as const;

const CHOICES: { name: (typeof FIELDS)[number]; label: string; hint: string }[] = [
  {
    name: 'notify_status_email',
    label: 'E-mail me when one of my records changes status',
    hint: 'Your car reaching a new stage (towing, shipping, containers), or a note from our team on it.',
  },
  {
    name: 'notify_chat_email',
    label: 'E-mail me when our team replies in a chat',
    hint: 'When you have not read the reply within two minutes; at most one e-mail per chat every 15 minutes.',
  },
];

export function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const { mutateAsync } = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<NotificationPreferences>({
    resolver: contractResolver(notificationPreferencesSchema),
    defaultValues: preferences,
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    setSaved(false);
    try {
      await mutateAsync(values);
      setSaved(true);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Notifications">
      <FormAlert title="Your choices were not saved." messages={alerts} />
      {saved && <FormNotice>Your notification choices are saved.</FormNotice>}
      <fieldset className="space-y-4">
        <legend className="sr-only">Notification e-mails</legend>
        {CHOICES.map((choice) => (
          <label key={choice.name} className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 rounded border-gray-300 accent-primary"
              {...register(choice.name)}
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
              <span className="block text-xs text-gray-500">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={formState.isSubmitting} busyLabel="Saving">
        Save choices
      </SubmitButton>
    </form>
  );
}
