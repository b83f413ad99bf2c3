// The staff Prices form: every rate in its field, a bad value refused in words with the cursor on it, the server's
// 400 put on its field, and a save sent once with what the field now holds.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PricingSettingsForm } from '@/features/pricing/components/pricing-settings-form';
import type { PricingSettings } from '@/lib/contract/pricing';
import { DEFAULT_PRICING_RATES } from '@/server/modules/pricing/default-rates';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const settings: PricingSettings = { ...DEFAULT_PRICING_RATES, updated_at: null };

describe('PricingSettingsForm', () => {
  it('refuses a rate out of range in words and focuses it, then saves once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/pricing/settings/', async ({ request }) => {
        const body = (await request.json()) as Record<string, number>;
        sent.push(body);
        return HttpResponse.json({ ...settings, ...body, updated_at: '2026-11-25T07:00:00Z' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingSettingsForm settings={settings} />);

    const rate = screen.getByLabelText('Riel per US dollar (KHR)');
    expect(rate).toHaveValue('4100');
    expect(screen.getByLabelText('Special tax, over 3,000 cc (%)')).toHaveValue('55');
    await user.clear(rate);
    await user.type(rate, '99');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Ensure this value is greater than or equal to 1000.')).toBeInTheDocument();
    expect(rate).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '4050');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved at/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ khr_per_usd: 4050, vat_percent: 10 });
    // Typing into a form of eighteen fields takes a few seconds in jsdom on a busy machine.
  }, 20_000);

  it("puts the server's 400 on its field", async () => {
    server.use(
      http.patch('*/api/pricing/settings/', () =>
        HttpResponse.json(
          { auction_fee_max_usd: ['The cap cannot be lower than the fixed part of the auction fees.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PricingSettingsForm settings={settings} />);

    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    const cap = screen.getByLabelText('Auction fees: at most (US$)');
    await vi.waitFor(() => expect(cap).toHaveFocus());
    expect(cap).toHaveAccessibleDescription('The cap cannot be lower than the fixed part of the auction fees.');
  });
});
