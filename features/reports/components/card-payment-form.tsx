'use client';
// Paying a card order: name, number (shown in groups of four), expiry as MM/YY and CVC, checked with the API's own
// schema; the API's 400s land on their fields, a declined card is said plainly at the top and the buyer can try
// again (the order stays open), and the button is disabled while a payment runs so nothing is charged twice.
import { useRouter } from 'next/navigation';
import type { FieldError, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api/errors';
import { reportCardPaymentSchema, TEST_CARDS, type ReportCardPayment } from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { usePayReportOrder } from '../api/pay-report-order';
import { formatCardNumber, formatExpiry } from '../utils/card-input';
import { confirmationHref } from '../utils/report-types';

interface CardValues {
  name: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

const FIELDS = ['name', 'card_number', 'expiry', 'cvc'] as const;
const EXPIRY_SHAPE = /^(\d{2})\/(\d{2})$/;

/** 'MM/YY' → the API's exp_month and four-digit exp_year; anything else is left for the resolver to refuse. */
function toPayment({ expiry, ...rest }: CardValues) {
  const match = EXPIRY_SHAPE.exec(expiry.trim());
  return { ...rest, exp_month: match?.[1] ?? '', exp_year: match ? `20${match[2]}` : '' };
}

const baseResolver = contractResolver<typeof reportCardPaymentSchema, CardValues>(reportCardPaymentSchema, {
  prepare: toPayment,
});

/** The contract's expiry errors (exp_month, exp_year) shown on the one expiry field. */
const cardResolver: Resolver<CardValues, unknown, ReportCardPayment> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  const errors = result.errors as Record<string, FieldError | undefined>;
  const { exp_month: month, exp_year: year, ...rest } = errors;
  if (!month && !year) return result;
  const message = !values.expiry.trim()
    ? 'This field may not be blank.'
    : EXPIRY_SHAPE.test(values.expiry.trim())
      ? (month ?? year)!.message
      : 'Enter the expiry as MM/YY.';
  return { values: {}, errors: { ...rest, expiry: { type: 'custom', message } } } as Awaited<
    ReturnType<typeof cardResolver>
  >;
};

const EMPTY: CardValues = { name: '', card_number: '', expiry: '', cvc: '' };

export function CardPaymentForm({ orderId, price, testMode }: { orderId: number; price: number; testMode: boolean }) {
  const router = useRouter();
  const pay = usePayReportOrder(orderId);
  const form = useForm<CardValues, unknown, ReportCardPayment>({ resolver: cardResolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);

  const onSubmit = form.handleSubmit(async (card) => {
    clearAlerts();
    try {
      const order = await pay.mutateAsync(card);
      router.push(confirmationHref(order.id));
    } catch (error) {
      showError(error);
      // The API names the expiry's two parts; the form has one field for both.
      const info = parseApiError(error);
      const expiry = info.fieldErrors.exp_month?.[0] ?? info.fieldErrors.exp_year?.[0];
      if (expiry) form.setError('expiry', { type: 'server', message: expiry });
    }
  });

  // Registered in the form's order: the first invalid field in it takes the focus.
  const name = form.register('name');
  const number = form.register('card_number');
  const expiry = form.register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Pay by card" className="space-y-5">
      <FormAlert title="Your payment did not go through." messages={alerts} />
      {alerts.length > 0 && (
        <p className="text-sm text-gray-700">
          Nothing was charged. Check the details or use another card, then pay again.
        </p>
      )}
      <FormField label="Name on card" required autoComplete="cc-name" error={errors.name?.message} {...name} />
      <FormField
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.card_number?.message}
        {...number}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          return number.onChange(event);
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry (MM/YY)"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...expiry}
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
            return expiry.onChange(event);
          }}
        />
        <FormField
          label="CVC"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      {testMode && (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Test payments: no real card is charged.</p>
          <p className="mt-1">
            Use <span className="font-mono">{formatCardNumber(TEST_CARDS.success)}</span> to pay, or{' '}
            <span className="font-mono">{formatCardNumber(TEST_CARDS.declined)}</span> to see a declined card, with any
            future expiry and any 3-digit CVC.
          </p>
        </div>
      )}
      <SubmitButton busy={isSubmitting || pay.isSuccess} busyLabel="Paying">
        {`Pay ${formatUsd(price)}`}
      </SubmitButton>
    </form>
  );
}
