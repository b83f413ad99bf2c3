// The car page's landed-cost panel: every line with its amount and explanation, the total in dollars and riel,
// marked as an estimate with a way to ask for a quote; the cars it does not apply to; a failed load.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { KhrPrice } from '@/components/ui/khr-price';
import { KhrRateSource } from '@/features/pricing/components/khr-rate-source';
import { LandedCostPanel } from '@/features/pricing/components/landed-cost-panel';
import type { PricingSettings } from '@/lib/contract/pricing';
import type { LandedCostCar } from '@/lib/pricing/landed-cost';
import { DEFAULT_PRICING_RATES } from '@/server/modules/pricing/default-rates';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const settings: PricingSettings = { ...DEFAULT_PRICING_RATES, khr_per_usd: 4_000, updated_at: '2026-11-20T03:00:00Z' };

const suv: LandedCostCar = {
  price: 30_000,
  year: new Date().getFullYear(),
  engine_size: '2.5L',
  fuel_type: 'Gasoline',
  selling_type: 'us dealer',
  body_style: 'SUV',
  country: 'US',
  vehicle_type: 'car',
};

function serveSettings(body: PricingSettings | null) {
  server.use(
    http.get('*/api/pricing/settings/', () =>
      body ? HttpResponse.json(body) : HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
    ),
  );
}

describe('LandedCostPanel', () => {
  it('lists each cost with its explanation and a total in dollars and riel, marked as an estimate', async () => {
    serveSettings(settings);
    renderWithProviders(<LandedCostPanel car={suv} />);

    await screen.findByText('Car price');
    const panel = screen.getByRole('region', { name: 'Estimated cost in Phnom Penh' });
    // Text queries: role queries compute every row's accessible name, seconds on a table in jsdom.
    const row = (label: string) => within(panel).getByText(label).closest('tr')!;
    expect(row('Car price')).toHaveTextContent('$30,000');
    expect(row('Dealer fees')).toHaveTextContent('$400');
    expect(row('Towing to the port')).toHaveTextContent('$450');
    // An SUV takes the larger freight rate.
    expect(row('Ocean freight to Sihanoukville')).toHaveTextContent('$2,500');
    expect(row('Port, clearance and delivery to Phnom Penh')).toHaveTextContent('$450');
    expect(row('Our service fee')).toHaveTextContent('$350');
    // A new 2.5 L car: value 33,350; duty 35% 11,673 (11,672.5); special 50% 22,511; VAT 10% 6,753.
    const taxes = row('Cambodian import duties and taxes');
    expect(taxes).toHaveTextContent('$40,937');
    expect(taxes).toHaveTextContent('special tax 50%');
    expect(taxes).toHaveTextContent('2,001–3,000 cc');
    const total = row('Estimated total in Phnom Penh');
    // 30,000 + 400 + 450 + 2,500 + 40,937 + 450 + 350
    expect(total).toHaveTextContent('$75,087');
    expect(total).toHaveTextContent('≈ 300,348,000 KHR');
    expect(panel).toHaveTextContent('estimate');
    expect(within(panel).getAllByRole('link', { name: 'Ask for a written quote' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact-us\/?$/),
    );
  });

  it('calls the fees of an auction car auction fees and its price the current bid', async () => {
    serveSettings(settings);
    renderWithProviders(<LandedCostPanel car={{ ...suv, selling_type: 'auction car', price: 5_000 }} />);

    expect(await screen.findByText('Car price (current bid)')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Estimated cost in Phnom Penh' });
    // $550 + 5% of $5,000
    expect(within(panel).getByText('Auction fees').closest('tr')).toHaveTextContent('$800');
  });

  it('tells a buyer that a car already in Cambodia costs its price', async () => {
    serveSettings(settings);
    renderWithProviders(<LandedCostPanel car={{ ...suv, country: 'KH', selling_type: 'personal car' }} />);

    expect(await screen.findByText(/already in Cambodia/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a quote when the rates cannot be loaded', async () => {
    serveSettings(null);
    renderWithProviders(<LandedCostPanel car={suv} />);

    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a written quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact-us\/?$/),
    );
  });
});

describe('KhrPrice', () => {
  it('shows the riel equivalent at the staff-set rate under a source, and nothing without one', async () => {
    serveSettings({ ...settings, khr_per_usd: 4_100 });
    renderWithProviders(
      <>
        <KhrRateSource>
          <KhrPrice usd={24_500} />
        </KhrRateSource>
        <KhrPrice usd={99} />
      </>,
    );

    expect(await screen.findByText('≈ 100,450,000 KHR')).toBeInTheDocument();
    expect(screen.getByText('about 100,450,000 riel')).toBeInTheDocument();
    expect(screen.queryByText(/405,900/)).not.toBeInTheDocument();
  });
});
