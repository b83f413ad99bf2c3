'use client';
// The My account page's body: the account's details, its phone confirmation when due, the password and the
// notification e-mails, each section its own form (decision 051).
import { useNotificationPreferences } from '../../api/get-notification-preferences';
import { useUser } from '../../api/get-user';
import { EmailChangeStatus } from './email-change-pending';
import { NotificationsForm } from './notifications-form';
import { PasswordForm } from './password-form';
import { PhoneConfirmation } from './phone-confirmation';
import { ProfileForm } from './profile-form';

function Section({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-7">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">{lead}</p>
      {children}
    </section>
  );
}

export function AccountSettings({ userId }: { userId: number }) {
  const { data: user } = useUser(userId);
  const { data: preferences } = useNotificationPreferences();
  // Both are prefetched by the page; nothing to show until they are there.
  if (!user) return null;

  return (
    <div className="space-y-6">
      <Section title="Your details" lead="Your name, phone number and e-mail address, as our team sees them.">
        <div className="space-y-5">
          {user.phone && !user.phone_verified && <PhoneConfirmation userId={user.id} phone={user.phone} />}
          <EmailChangeStatus current={user.email} />
          <ProfileForm user={user} />
        </div>
      </Section>
      <Section title="Password" lead="Changing it signs you out everywhere else.">
        <PasswordForm />
      </Section>
      <Section title="Notifications" lead="Which e-mails we send you.">
        {preferences && <NotificationsForm preferences={preferences} />}
      </Section>
    </div>
  );
}
