'use client';
// The login form: e-mail or phone number (one field, decision 051) and password, checked with the API's schema; on success the session starts and the
// visitor goes on to `next` (already limited to this site's paths by the page).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@/lib/contract/auth';
import { logIn, selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { useCreateToken } from '../api/create-token';
import { sessionApi } from '../api/session-api';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { linkClass } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from './fields';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const { mutateAsync } = useCreateToken();
  const signedIn = useAuthStore((state) => Boolean(selectVisibleUser(state)));
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginRequest>({
    resolver: contractResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  // Someone already signed in (e.g. the session was refreshed on this page) goes straight on; a login from this
  // form navigates itself.
  const alreadySignedIn = signedIn && !isSubmitting && !isSubmitSuccessful;
  useEffect(() => {
    if (alreadySignedIn) router.replace(next);
  }, [alreadySignedIn, next, router]);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      await logIn(await mutateAsync(values), sessionApi);
      router.replace(next);
      router.refresh();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Log in">
      <FormAlert title="We could not log you in." messages={alerts} />
      <FormField
        required
        label="E-mail or phone"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Your e-mail address, or your confirmed phone number such as 012 345 678."
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField kind="current" label="Password" error={errors.password?.message} {...register('password')} />
        <p className="mt-2 text-right text-sm">
          <Link href="/password/reset" className={linkClass}>
            Forgot your password?
          </Link>
        </p>
      </div>
      <SubmitButton block busy={isSubmitting} busyLabel="Logging in">
        Log In
      </SubmitButton>
    </form>
  );
}
