'use client';
// The sign-up form: name, e-mail, phone, password and account type, checked with the API's own rules; then the
// visitor is asked to confirm the e-mail address.
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { ACCOUNT_TYPES, registerRequestSchema, type RegisterRequest } from '@/lib/contract/auth';
import { useRegisterUser } from '../api/register-user';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { EmailField, NameFields, PasswordField, PhoneField } from './fields';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'account_type'] as const;
const EMPTY: RegisterRequest = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  account_type: 'Customer',
};
const ACCOUNT_LABELS: Record<(typeof ACCOUNT_TYPES)[number], { label: string; hint: string }> = {
  Customer: { label: 'Customer', hint: 'Buy a car for yourself or your family.' },
  'Business Account': { label: 'Business Account', hint: 'A dealer: buy in volume and list cars for sale.' },
};

export function SignupForm() {
  const router = useRouter();
  const { mutateAsync } = useRegisterUser();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contractResolver(registerRequestSchema), defaultValues: EMPTY });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      const user = await mutateAsync(values);
      router.push(`/verification/instruction/?email=${encodeURIComponent(user.email)}`);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Sign up">
      <FormAlert title="We could not create your account." messages={alerts} />
      <NameFields
        columnsFrom="xs"
        first={{ error: errors.first_name?.message, ...register('first_name') }}
        last={{ error: errors.last_name?.message, ...register('last_name') }}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField
        hint="With the country code, e.g. +855 12 345 678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        kind="new"
        label="Password"
        hint="At least 8 characters, not only digits, and not like your e-mail."
        error={errors.password?.message}
        {...register('password')}
      />
      <fieldset>
        <legend className="mb-2 block text-sm font-medium text-gray-800">Account type</legend>
        <div className="grid gap-3 xs:grid-cols-2">
          {ACCOUNT_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 p-3 has-checked:border-primary has-checked:bg-primary-50"
            >
              <input type="radio" value={type} className="mt-1 accent-primary" {...register('account_type')} />
              <span>
                <span className="block text-sm font-semibold text-gray-900">{ACCOUNT_LABELS[type].label}</span>
                <span className="block text-xs text-gray-600">{ACCOUNT_LABELS[type].hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.account_type?.message && <p className="mt-1 text-sm text-primary-700">{errors.account_type.message}</p>}
      </fieldset>
      <SubmitButton block busy={isSubmitting} busyLabel="Creating your account">
        Sign Up
      </SubmitButton>
    </form>
  );
}
