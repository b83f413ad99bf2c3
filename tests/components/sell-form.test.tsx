// The sell-your-car form: the contract's checks before sending, photos, the multipart request, success and errors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SellForm } from '@/features/sell/components/sell-form';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** POST /api/sell-requests/ answering 201; each multipart body is pushed into `received`. */
function accept(received: FormData[]) {
  server.use(
    http.post('*/api/sell-requests/', async ({ request }) => {
      const form = await request.formData();
      received.push(form);
      return HttpResponse.json(
        {
          id: 42,
          reference: 'SR-000042',
          user: null,
          name: form.get('name'),
          phone: form.get('phone'),
          email: form.get('email') ?? '',
          year: Number(form.get('year')),
          make: form.get('make'),
          model: form.get('model'),
          trim: '',
          mileage: Number(form.get('mileage')),
          vin: null,
          asking_price: null,
          location: form.get('location'),
          country: 'KH',
          condition: form.get('condition'),
          description: '',
          photos: form.getAll('photos').map((_, i) => `http://localhost/media/uploads/sell-requests/${i}.webp`),
          status: 'new',
          created_at: '2026-11-21T09:00:00Z',
        },
        { status: 201 },
      );
    }),
  );
}

function reject(status: number, body: Record<string, unknown>) {
  server.use(http.post('*/api/sell-requests/', () => HttpResponse.json(body, { status })));
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, { email = true } = {}) {
  await user.clear(screen.getByLabelText(/^Name/));
  await user.type(screen.getByLabelText(/^Name/), 'Sokha Chan');
  await user.clear(screen.getByLabelText(/^Phone/));
  await user.type(screen.getByLabelText(/^Phone/), '+855 12 345 678');
  if (email) await user.type(screen.getByLabelText(/^E-mail/), 'sokha@example.com');
  await user.selectOptions(screen.getByLabelText(/^Year/), '2018');
  await user.type(screen.getByLabelText(/^Make/), 'Toyota');
  await user.type(screen.getByLabelText(/^Model/), 'Camry');
  await user.type(screen.getByLabelText(/^Mileage/), '54000');
  await user.selectOptions(screen.getByLabelText(/^Where is the car/), 'Siem Reap');
  await user.selectOptions(screen.getByLabelText(/^Condition/), 'good');
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const submit = () => screen.getByRole('button', { name: 'Send request' });

describe('SellForm', () => {
  it('marks every required field on an empty submit and sends nothing', async () => {
    const received: FormData[] = [];
    accept(received);
    const user = userEvent.setup();
    renderWithProviders(<SellForm />);
    await user.click(submit());
    // Name, phone, e-mail (blank before malformed, as the API says), make, model; year, mileage, place, condition.
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(5);
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByLabelText(/^Make/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Make/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Trim/)).not.toHaveAttribute('aria-invalid');
    expect(received).toEqual([]);
  });

  it('checks the VIN check digit, the phone number and the price before sending', async () => {
    const received: FormData[] = [];
    accept(received);
    const user = userEvent.setup();
    renderWithProviders(<SellForm />);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^VIN/), '1HGCM82633A004353');
    await user.type(screen.getByLabelText(/^Asking price/), 'lots');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '123');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid VIN or chassis number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('A valid integer is required.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('sends the fields and the chosen photos as one multipart request and shows the reference number', async () => {
    const received: FormData[] = [];
    accept(received);
    const user = userEvent.setup();
    renderWithProviders(<SellForm />);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Asking price/), '$18,500');
    await user.type(screen.getByLabelText(/^VIN/), 'jzx100-0012345');
    await user.upload(screen.getByLabelText('Add photos'), [png('front.png'), png('back.png'), png('side.png')]);
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove side.png' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);

    await user.click(submit());
    expect(await screen.findByText('SR-000042')).toBeInTheDocument();
    expect(screen.getByText(/2 photos received/)).toBeInTheDocument();
    const [form] = received;
    expect(Object.fromEntries([...form!.entries()].filter(([key]) => key !== 'photos'))).toEqual({
      name: 'Sokha Chan',
      phone: '+855 12 345 678',
      email: 'sokha@example.com',
      year: '2018',
      make: 'Toyota',
      model: 'Camry',
      mileage: '54000',
      asking_price: '18500',
      vin: 'JZX100-0012345',
      location: 'Siem Reap',
      condition: 'good',
    });
    expect(form!.getAll('photos')).toHaveLength(2);
  });

  it('refuses a picture of the wrong type in the picker', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<SellForm />);
    await user.upload(screen.getByLabelText('Add photos'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('anim.gif: only JPEG, PNG or WebP pictures.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user leave the e-mail blank and starts from their details', async () => {
    const received: FormData[] = [];
    accept(received);
    const user = userEvent.setup();
    renderWithProviders(<SellForm signedIn defaults={{ name: 'Dara Sok', phone: '+85512000111', email: '' }} />);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Dara Sok');
    await fillValid(user, { email: false });
    await user.click(submit());
    await screen.findByText('SR-000042');
    expect(received[0]!.has('email')).toBe(false);
  });

  it("lists the server's field errors at the top and under the fields (spec §8)", async () => {
    reject(400, { make: ['This field may not be blank.'], photos: ['x.png: Upload a valid image.'] });
    const user = userEvent.setup();
    renderWithProviders(<SellForm />);
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Make: This field may not be blank.')).toBeInTheDocument();
    expect(within(alert).getByText('Photos: x.png: Upload a valid image.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Make/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Make/)).toHaveFocus();
    expect(scrollTo).toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('shows the generic server error for a 500', async () => {
    reject(500, { detail: 'A server error occurred.' });
    const user = userEvent.setup();
    renderWithProviders(<SellForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Server Error: An error occured')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
