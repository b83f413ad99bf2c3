import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/content/components/contact-form';
import { contactUsCreated, contactUsRejected } from '../support/msw/content-handlers';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const valid = {
  name: 'Vannak Sok',
  email: 'vannak@example.com',
  phone: '+855 12 345 678',
  subject: 'Toyota Tacoma 2021',
  message: 'What would a 2021 Tacoma from Texas cost delivered to Phnom Penh?',
};

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
  const labels = {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    subject: 'Subject',
    message: 'Message',
  } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    await user.type(screen.getByLabelText(labels[field]), value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Send message' });

describe('ContactForm', () => {
  it('shows an error under each required field on an empty submit and sends nothing', async () => {
    const received: unknown[] = [];
    server.use(contactUsCreated(received));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.click(submit());

    // As the API words it: an empty e-mail is blank before it is malformed.
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(4);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This field may not be blank.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(received).toEqual([]);
  });

  it('rejects a malformed e-mail address before sending', async () => {
    const received: unknown[] = [];
    server.use(contactUsCreated(received));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fill(user, { ...valid, email: 'vannak.example.com' });
    await user.click(submit());

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This field may not be blank.')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('posts the inquiry, thanks the visitor and empties the form', async () => {
    const received: unknown[] = [];
    server.use(contactUsCreated(received));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fill(user, valid);
    await user.click(submit());

    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(received).toEqual([valid]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an empty phone when the optional phone is left out', async () => {
    const received: unknown[] = [];
    server.use(contactUsCreated(received));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    const { phone: _phone, ...withoutPhone } = valid;
    await fill(user, withoutPhone);
    await user.click(submit());

    await screen.findByText('Thank you, your message has been sent.');
    expect(received).toEqual([{ ...valid, phone: '' }]);
  });

  it('shows DRF field errors on their fields and listed at the top, and scrolls up', async () => {
    server.use(
      contactUsRejected(400, {
        email: ['Enter a valid email address.'],
        non_field_errors: ['Too many messages from this address today.'],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fill(user, valid);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email: Enter a valid email address.');
    expect(alert).toHaveTextContent('Too many messages from this address today.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue(valid.name);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.queryByText('Thank you, your message has been sent.')).not.toBeInTheDocument();
  });

  it('shows the generic server error on a 500 and keeps what was typed', async () => {
    server.use(contactUsRejected(500, null));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await fill(user, valid);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error: An error occured');
    expect(screen.getByLabelText('Message')).toHaveValue(valid.message);
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
