// The one form pattern (decision 025): contract resolver, FormField, server 400s on their fields with the first
// rejected field focused, a 404 to the not-found page, and no second submit while the first is running.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractResolver, drfIssueMessage } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api/http-client';
import { notFound } from '../support/next-navigation';

const schema = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().email('Enter a valid email address.'),
  year: z.preprocess((v) => (v === '' ? undefined : Number(v)), z.number().int().min(1960)),
});
const FIELDS = ['name', 'email', 'year'] as const;

function TestForm({ send }: { send: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useForm({
    resolver: contractResolver<typeof schema, { name: string; email: string; year: string }>(schema),
    defaultValues: { name: '', email: '', year: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);
  const onSubmit = form.handleSubmit(async (values) => {
    clearAlerts();
    try {
      await send(values);
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test form">
      <FormAlert title="Not sent." messages={alerts} />
      <FormField required label="Name" error={errors.name?.message} {...form.register('name')} />
      <FormField
        required
        label="E-mail"
        hint="We answer here"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField required label="Year" error={errors.year?.message}>
        {(control) => <input {...control} inputMode="numeric" {...form.register('year')} />}
      </FormField>
      <SubmitButton busy={isSubmitting} busyLabel="Sending">
        Send
      </SubmitButton>
    </form>
  );
}

const rejected = (status: number, data: unknown) => new ApiError('rejected', 'ERR_BAD_RESPONSE', { status, data });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Dara');
  await user.type(screen.getByLabelText('E-mail'), 'dara@example.com');
  await user.type(screen.getByLabelText('Year'), '2019');
}

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  notFound.mockReset();
});

describe('the form pattern', () => {
  it('wires label, hint, required and error for screen readers', async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('We answer here');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The error replaces the hint as the description.
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it("checks with the contract in the API's words and focuses the first invalid field", async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Year'), '1900');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(screen.getByText('Ensure this value is greater than or equal to 1960.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Year'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('puts a 400 on its fields, lists it at the top, scrolls up and focuses the first rejected field', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        send={() =>
          Promise.reject(
            rejected(400, { year: ['Too old for us.'], email: ['Already used.'], non_field_errors: ['Try later.'] }),
          )
        }
      />,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Year: Too old for us.');
    expect(alert).toHaveTextContent('Email: Already used.');
    expect(alert).toHaveTextContent('Try later.');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Too old for us.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // The form's order decides, not the order of the answer's keys.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('shows the not-found page for a 404', async () => {
    const user = userEvent.setup();
    render(<TestForm send={() => Promise.reject(rejected(404, { detail: 'Not found.' }))} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });

  it('sends once however often it is pressed while the request runs', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});

describe('drfIssueMessage', () => {
  it("gives DRF's words for zod's defaults and leaves other issues alone", () => {
    expect(drfIssueMessage({ code: 'invalid_type', input: undefined, expected: 'string' })).toBe(
      'This field is required.',
    );
    expect(drfIssueMessage({ code: 'invalid_type', input: Number.NaN, expected: 'number' })).toBe(
      'A valid integer is required.',
    );
    expect(drfIssueMessage({ code: 'invalid_value', input: 'pink' })).toBe('"pink" is not a valid choice.');
    expect(drfIssueMessage({ code: 'too_big', origin: 'string', maximum: 60 })).toBe(
      'Ensure this field has no more than 60 characters.',
    );
    expect(drfIssueMessage({ code: 'custom', input: 'x' })).toBeUndefined();
  });
});
