'use client';
// /carcheckk: the report-type tabs and the VIN form. The VIN is checked as it is typed (check digit included, in
// the API's words); once it is valid the API says whether the report is available, its price and whether the user
// owns it already. Buy creates the order (one idempotency key per attempt, kept across retries, so a double click
// or a retry after a lost answer never makes two orders) and goes on to the payment page.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api/errors';
import {
  normalizeVin,
  reportOrderCreateSchema,
  type PaymentMethod,
  type ReportOrderCreate,
  type ReportType,
} from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { loginHref } from '@/lib/session';
import { useHasSession } from '@/lib/use-has-session';
import { useCreateReportOrder } from '../api/create-report-order';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { checkHref, paymentHref, REPORT_TYPE_INFO, reportTypeInfo } from '../utils/report-types';
import { vinFeedback } from '../utils/vin-feedback';
import { ReportStatusPanel } from './report-status-panel';

interface CheckValues {
  vin: string;
  payment_method: PaymentMethod;
}

// The form checks what the buyer chose; the type is the tab's and the key the attempt's.
const checkSchema = reportOrderCreateSchema.pick({ vin: true, payment_method: true });

const SHOWN_ORDER = ['vin', 'payment_method'] as const;

const PAYMENT_CHOICES: { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'khqr', label: 'KHQR (Cambodian bank app)' },
];

interface ReportCheckProps {
  type: ReportType;
  initialVin: string;
  /** Shown above the form, e.g. the listed car whose VIN is filled in. */
  intro?: ReactNode;
}

export function ReportCheck({ type, initialVin, intro }: ReportCheckProps) {
  const router = useRouter();
  const hasSession = useHasSession();
  const create = useCreateReportOrder();
  // The key of the attempt in progress: the same while type, VIN and method stay the same.
  const [attempt, setAttempt] = useState<{ signature: string; key: string } | null>(null);
  const form = useForm<CheckValues, unknown, Pick<ReportOrderCreate, 'vin' | 'payment_method'>>({
    resolver: contractResolver(checkSchema),
    defaultValues: { vin: initialVin, payment_method: 'card' },
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, SHOWN_ORDER);
  const vin = useWatch({ control: form.control, name: 'vin' });
  const feedback = vinFeedback(vin);
  const validVin = feedback.state === 'valid' ? normalizeVin(vin) : null;
  const info = reportTypeInfo(type);
  const unauthorized = create.error !== null && parseApiError(create.error).status === 401;

  function keyFor(values: Pick<CheckValues, 'vin' | 'payment_method'>): string {
    const signature = `${type}:${normalizeVin(values.vin)}:${values.payment_method}`;
    if (attempt?.signature === signature) return attempt.key;
    const next = { signature, key: newIdempotencyKey() };
    setAttempt(next);
    return next.key;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clearAlerts();
    try {
      const order = await create.mutateAsync({ ...values, report_type: type, idempotency_key: keyFor(values) });
      router.push(paymentHref(order.id));
    } catch (error) {
      showError(error);
    }
  });

  const vinField = form.register('vin');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <nav aria-label="Report types" className="flex flex-wrap justify-center gap-2">
        {REPORT_TYPE_INFO.map((t) => (
          <Link
            key={t.type}
            href={checkHref(t.type, validVin ?? '')}
            aria-current={t.type === type ? 'page' : undefined}
            className={clsx(
              'rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
              t.type === type ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      <h1 className="mt-8 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{info.title}</h1>
      <p className="mt-2 leading-relaxed text-gray-700">{info.description}</p>
      {intro}

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`Buy a ${info.title}`}
        className="mt-6 space-y-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <FormAlert title="We could not start your order." messages={alerts} />
        <FormField
          label="VIN"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. 1HGCM82633A004352"
          className="[&_input]:font-mono [&_input]:uppercase"
          error={errors.vin?.message ?? (feedback.state === 'invalid' ? feedback.message : undefined)}
          hint={feedback.state === 'valid' ? undefined : feedback.message}
          {...vinField}
          onChange={(event) => {
            clearAlerts();
            form.clearErrors('vin');
            return vinField.onChange(event);
          }}
        />
        {feedback.state === 'valid' && !errors.vin && (
          <p className="-mt-3 text-sm font-medium text-green-700">✓ {feedback.message}</p>
        )}

        {validVin && (
          <ReportStatusPanel type={type} vin={validVin}>
            {(price) =>
              !hasSession || unauthorized ? (
                <a
                  href={loginHref(checkHref(type, validVin))}
                  className="inline-flex rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
                >
                  Log in to buy
                </a>
              ) : (
                <>
                  <fieldset>
                    <legend className="text-sm font-medium text-gray-800">Pay by</legend>
                    <div className="mt-2 flex flex-wrap gap-3">
                      {PAYMENT_CHOICES.map((choice) => (
                        <label
                          key={choice.value}
                          className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary-50"
                        >
                          <input
                            type="radio"
                            value={choice.value}
                            className="accent-primary"
                            {...form.register('payment_method')}
                          />
                          {choice.label}
                        </label>
                      ))}
                    </div>
                    {errors.payment_method && (
                      <p className="mt-1 text-sm text-primary-700">{errors.payment_method.message}</p>
                    )}
                  </fieldset>
                  <p className="text-sm text-gray-600">
                    By buying you accept the{' '}
                    <Link href="/carcheckk/terms-and-conditions/" className="font-medium text-primary-700 underline">
                      report terms
                    </Link>
                    .
                  </p>
                  <SubmitButton busy={isSubmitting || create.isSuccess} busyLabel="Starting your order">
                    {`Buy for ${formatUsd(price)}`}
                  </SubmitButton>
                </>
              )
            }
          </ReportStatusPanel>
        )}
      </form>
    </div>
  );
}
