// The towing stage of a customer's timeline lists each towing status staff set, with its moment in Cambodia time,
// oldest first; stages without updates show none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShipmentTimeline } from '@/features/orders/components/shipment-timeline';
import { renderWithProviders } from '../support/render';
import { timeline } from './orders-customer-fixtures';

describe('ShipmentTimeline towing updates', () => {
  it('lists the towing statuses under the towing stage with when each was set', () => {
    const steps = timeline(1).map((step) =>
      step.stage === 'towing'
        ? {
            ...step,
            events: [
              { at: '2026-11-12T02:00:00.000Z', text: 'Dispatch' },
              { at: '2026-11-13T08:30:00.000Z', text: 'Towing in Progress' },
            ],
          }
        : step,
    );
    renderWithProviders(<ShipmentTimeline steps={steps} carName="2021 Toyota Camry" />);

    const towing = screen.getByRole('list', { name: 'Towing updates' });
    const items = within(towing).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dispatch · 12 Nov 2026, 09:00',
      'Towing in Progress · 13 Nov 2026, 15:30',
    ]);
    expect(towing.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('list', { name: /updates$/ })).toHaveLength(1);
  });
});
