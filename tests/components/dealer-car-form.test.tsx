// The dealer's "Add a car" form: lists from the filters' values (models follow the make), year bounds, the dealer's
// country, sentences for errors with the first invalid field focused, and photos uploaded before publishing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerCarForm, PHOTO_NEEDED } from '@/features/dealer/components/dealer-car-form';
import type { DealerCarOptions } from '@/lib/contract/dealer';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';

installMswServer();
// A form of twenty fields driven key by key: slow on a busy machine, not stuck.
vi.setConfig({ testTimeout: 20_000 });

const OPTIONS: DealerCarOptions = {
  makes: [
    { make_name: 'Lexus', models: [{ model_name: 'RX 350', trims: ['Base', 'F Sport'] }] },
    // A reference make nobody lists yet: no models to choose from.
    { make_name: 'Suzuki', models: [] },
    {
      make_name: 'Toyota',
      models: [
        { model_name: 'Camry', trims: ['LE', 'SE'] },
        { model_name: 'Land Cruiser', trims: [] },
      ],
    },
  ],
  body_styles: ['Pickup', 'SUV'],
  fuel_types: ['Diesel', 'Gasoline'],
  transmissions: ['Automatic', 'Manual'],
  drivetrains: ['4WD'],
  exterior_colors: ['Black', 'White'],
  interior_colors: ['Beige'],
  year: { min: 1960, max: new Date().getFullYear() },
  country: 'KH',
};

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  vi.stubGlobal('scrollTo', vi.fn());
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = vi.fn();
  routerMock.push.mockReset();
  server.use(http.get('*/api/dealer/car-options/', () => HttpResponse.json(OPTIONS)));
});
afterEach(() => vi.unstubAllGlobals());

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function renderForm() {
  renderWithProviders(<DealerCarForm />);
  // The lists arrive with the options.
  await screen.findByRole('option', { name: 'Toyota' }, { timeout: 10_000 });
}

describe('lists', () => {
  it('offers the filters’ makes; the models and trims follow the make and model chosen', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(optionTexts(screen.getByLabelText('Make'))).toEqual([
      'Choose a make',
      'Lexus',
      'Suzuki',
      'Toyota',
      'Other…',
    ]);
    expect(screen.getByLabelText('Model')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    expect(optionTexts(screen.getByLabelText('Model'))).toEqual(['Choose a model', 'Camry', 'Land Cruiser', 'Other…']);
    await user.selectOptions(screen.getByLabelText('Model'), 'Camry');
    expect(optionTexts(screen.getByLabelText('Trim'))).toEqual(['No trim / not listed', 'LE', 'SE', 'Other…']);
    await user.selectOptions(screen.getByLabelText('Trim'), 'SE');
    // Another make empties the model and trim.
    await user.selectOptions(screen.getByLabelText('Make'), 'Lexus');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Trim')).toHaveValue('');
    expect(optionTexts(screen.getByLabelText('Fuel'))).toEqual(['Not stated', 'Diesel', 'Gasoline']);
    expect(optionTexts(screen.getByLabelText('Exterior colour'))).toEqual(['Not stated', 'Black', 'White']);
    expect(optionTexts(screen.getByLabelText('Body style'))).toEqual(['Not stated', 'Pickup', 'SUV']);
    expect(optionTexts(screen.getByLabelText('Transmission'))).toEqual(['Not stated', 'Automatic', 'Manual']);
  });

  it('lists the years from this one down to 1960 (spec §9)', async () => {
    await renderForm();
    const years = optionTexts(screen.getByLabelText('Year')).slice(1);
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1960');
    expect(years).toHaveLength(new Date().getFullYear() - 1960 + 1);
  });

  it('starts in the country of the dealer’s profile, with its mileage unit', async () => {
    server.use(http.get('*/api/dealer/car-options/', () => HttpResponse.json({ ...OPTIONS, country: 'US' })));
    await renderForm();
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('US'));
    expect(screen.getByLabelText('Mileage unit')).toHaveValue('mi');
  });

  it('reads mileage in the country’s unit: km in Cambodia, miles in the US, hours for a boat', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByLabelText('Mileage unit')).toHaveValue('km');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Mileage unit')).toHaveValue('mi');
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'boat');
    expect(screen.getByLabelText('Mileage unit')).toHaveValue('h');
  });
});

describe('a make or model nobody lists yet', () => {
  /** Captures the create request's body; answers as the API would. */
  function captureCreate() {
    const sent: { body?: Record<string, unknown> } = {};
    server.use(
      http.post('*/api/dealer/cars/create/', async ({ request }) => {
        sent.body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 78 }, { status: 201 });
      }),
    );
    return sent;
  }
  async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Year'), '2018');
    await user.type(screen.getByLabelText('Price (USD)'), '9,500');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
  }

  it('a reference make with no listed models asks for the model in words', async () => {
    const user = userEvent.setup();
    const sent = captureCreate();
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Make'), 'Suzuki');
    const model = screen.getByRole('textbox', { name: 'Model' });
    expect(screen.getByRole('textbox', { name: 'Trim' })).toBeVisible();
    await user.type(model, 'Swift');
    await user.type(screen.getByRole('textbox', { name: 'Trim' }), 'GLX');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/cars/my-listings'));
    expect(sent.body).toMatchObject({ make_name: 'Suzuki', model_name: 'Swift', trim_name: 'GLX', status: 'draft' });
  });

  it('"Other…" reveals an input for the make, focused; the model and trim are typed too', async () => {
    const user = userEvent.setup();
    const sent = captureCreate();
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Make'), 'Other…');
    const makeName = screen.getByRole('textbox', { name: 'Make name' });
    await waitFor(() => expect(makeName).toHaveFocus());
    expect(screen.getByLabelText('Make')).toHaveValue('__other__');
    await user.type(makeName, 'Zotye');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'T600');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/cars/my-listings'));
    expect(sent.body).toMatchObject({ make_name: 'Zotye', model_name: 'T600', trim_name: '' });
  });

  it('says what is wrong with a typed name and focuses it; a typed make in another spelling is sent in the usual one', async () => {
    const user = userEvent.setup();
    const sent = captureCreate();
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Make'), 'Other…');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    const makeName = screen.getByRole('textbox', { name: 'Make name' });
    await waitFor(() => expect(makeName).toHaveFocus());
    expect(screen.getByText('Choose the make.')).toBeVisible();

    await user.type(makeName, '<Zotye>');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'T600');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText('Write the make in letters and digits, like Suzuki.')).toBeVisible();
    expect(makeName).toHaveFocus();
    expect(sent.body).toBeUndefined();

    await user.clear(makeName);
    await user.type(makeName, 'mercedes benz');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(sent.body).toMatchObject({ make_name: 'Mercedes-Benz', model_name: 'T600' }));
  });

  it('"Other…" for a listed make’s model types the model and trim; picking from the list again brings it back', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    await user.selectOptions(screen.getByLabelText('Model'), 'Other…');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Trim' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Model name' }), 'Fortuner');

    await user.selectOptions(screen.getByLabelText('Model'), 'Camry');
    expect(screen.queryByRole('textbox', { name: 'Model name' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Camry');
    expect(optionTexts(screen.getByLabelText('Trim'))).toEqual(['No trim / not listed', 'LE', 'SE', 'Other…']);

    // A make chosen from the list again after "Other…" drops the typed make.
    await user.selectOptions(screen.getByLabelText('Make'), 'Other…');
    await user.type(screen.getByRole('textbox', { name: 'Make name' }), 'Zotye');
    await user.selectOptions(screen.getByLabelText('Make'), 'Lexus');
    expect(screen.queryByRole('textbox', { name: 'Make name' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveValue('Lexus');
    expect(optionTexts(screen.getByLabelText('Model'))).toEqual(['Choose a model', 'RX 350', 'Other…']);
  });
});

describe('errors', () => {
  it('says what is missing in sentences and focuses the first invalid field, scrolled into view', async () => {
    const user = userEvent.setup();
    const created = vi.fn();
    server.use(http.post('*/api/dealer/cars/create/', created));
    await renderForm();
    await user.type(screen.getByLabelText('Price (USD)'), 'about 5k');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));

    const year = screen.getByLabelText('Year');
    await waitFor(() => expect(year).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(screen.getByText('Choose the year the car was made.')).toBeVisible();
    expect(screen.getByText('Choose the make.')).toBeVisible();
    expect(screen.getByText('Choose the model.')).toBeVisible();
    expect(screen.getByText('Enter the price in whole US dollars, like 18,900.')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/expected|received|nan|integer/i);
    expect(created).not.toHaveBeenCalled();

    // With the year chosen, the make is the first invalid field.
    await user.selectOptions(year, '2019');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(screen.getByLabelText('Make')).toHaveFocus());
  });

  it('will not publish without a photo, and says so on the photos', async () => {
    const user = userEvent.setup();
    const created = vi.fn();
    server.use(http.post('*/api/dealer/cars/create/', created));
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Year'), '2019');
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    await user.selectOptions(screen.getByLabelText('Model'), 'Land Cruiser');
    await user.type(screen.getByLabelText('Price (USD)'), '$52,000');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText(PHOTO_NEEDED)).toBeVisible();
    expect(screen.getByLabelText('Add photos')).toHaveFocus();
    expect(created).not.toHaveBeenCalled();
  });
});

describe('photos while creating', () => {
  it('creates a draft, uploads the photos, publishes it and goes to My listings', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/dealer/cars/create/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        calls.push(`create ${String(body.status)}`);
        return HttpResponse.json({ id: 77 }, { status: 201 });
      }),
      http.post('*/api/dealer/cargallery/create/', async ({ request }) => {
        const form = await request.formData();
        calls.push(`photo of car ${String(form.get('car'))}`);
        return HttpResponse.json({ id: 1, car: 77, image: 'http://x/1.webp', position: 0, width: 1, height: 1 });
      }),
      http.put('*/api/dealer/cars/77/update/', async ({ request }) => {
        calls.push(`update ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 77 });
      }),
    );
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    await user.selectOptions(screen.getByLabelText('Model'), 'Land Cruiser');
    await user.type(screen.getByLabelText('Price (USD)'), '$85,000');
    await user.type(screen.getByLabelText('Mileage'), '12,000');
    await user.upload(screen.getByLabelText('Add photos'), [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'side.png', { type: 'image/png' }),
    ]);
    expect(screen.getByRole('img', { name: 'New 1: front.jpg' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create listing' }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/cars/my-listings'));
    expect(calls).toEqual(['create draft', 'photo of car 77', 'photo of car 77', 'update {"status":"active"}']);
    expect(body).toMatchObject({
      year: 2021,
      make_name: 'Toyota',
      model_name: 'Land Cruiser',
      price: 85000,
      mileage: 12000,
      mileage_unit: 'km',
      country: 'KH',
    });
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderForm();
    await user.upload(screen.getByLabelText('Add photos'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: only JPEG, PNG or WebP.');
  });
});
