'use client';
// Ordering a part: 1–10 units checked with the API's own schema, the API's 400s (e.g. stock taken meanwhile) put
// on the field or listed, one request at a time; visitors without a session are asked to log in and come back.
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api/errors';
import {
  PART_ORDER_MAX_QUANTITY,
  partOrderCreateSchema,
  type PartOrder,
  type PartOrderCreate,
} from '@/lib/contract/parts';
import { formatUsd } from '@/lib/price';
import { loginHref } from '@/lib/session';
import { useHasSession } from '@/lib/use-has-session';
import { useCreatePartOrder } from '../api/create-part-order';
import { partHref } from '../utils/part-filters';

interface OrderValues {
  part_id: number;
  quantity: string;
}

const SHOWN_ORDER = ['quantity'] as const;

export function PartOrderForm({ part }: { part: { id: number; name: string; stock: number } }) {
  const hasSession = useHasSession();
  const create = useCreatePartOrder();
  const [placed, setPlaced] = useState<PartOrder | null>(null);
  const form = useForm<OrderValues, unknown, PartOrderCreate>({
    resolver: contractResolver<typeof partOrderCreateSchema, OrderValues>(partOrderCreateSchema),
    defaultValues: { part_id: part.id, quantity: '1' },
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, SHOWN_ORDER);
  const login = loginHref(partHref(part));

  if (!hasSession || (create.error && parseApiError(create.error).status === 401)) {
    return (
      <div className="rounded-xl border border-gray-200 p-4">
        <p className="text-sm text-gray-700">Log in to order this part; you will come back to this page.</p>
        <a
          href={login}
          className="mt-3 inline-flex rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
        >
          Log in to order
        </a>
      </div>
    );
  }

  if (part.stock <= 0 && !placed) {
    return <p className="rounded-xl border border-gray-200 p-4 text-sm text-gray-700">This part is out of stock.</p>;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clearAlerts();
    setPlaced(null);
    try {
      setPlaced(await create.mutateAsync(values));
      form.reset({ part_id: part.id, quantity: '1' });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Order this part" className="space-y-4">
      <FormAlert title="We could not place your order." messages={alerts} />
      {placed && (
        <FormNotice>
          Order #{placed.id} placed: {placed.quantity} × {placed.part.name}, {formatUsd(placed.total)}.{' '}
          <Link href="/dashboard/part-orders/" className="font-semibold underline">
            See your part orders
          </Link>
        </FormNotice>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <FormField
          label="Quantity"
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.min(PART_ORDER_MAX_QUANTITY, part.stock)}
          className="w-28"
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        {/* Level with the input, below the field's label, whether or not an error shows under it. */}
        <div className="pt-6">
          <SubmitButton busy={isSubmitting} busyLabel="Ordering">
            Order now
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
