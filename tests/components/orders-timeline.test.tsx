// The shipment timeline a customer follows their car on: which stages are done, which one is current (named first and
// marked for screen readers), estimated dates labelled, and each stage's photos in a keyboard lightbox.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShipmentTimeline } from '@/features/orders/components/shipment-timeline';
import { StageProgress } from '@/features/orders/components/stage-progress';
import { renderWithProviders } from '../support/render';
import { timeline } from './orders-customer-fixtures';

// The stages themselves, not the photo thumbnails listed inside them.
const steps = () => [...screen.getByRole('list', { name: 'Stages' }).children] as HTMLElement[];

describe('ShipmentTimeline', () => {
  it('marks the stages before the car as done, its own as current and the rest as not reached', () => {
    renderWithProviders(<ShipmentTimeline steps={timeline(4)} carName="2021 Toyota Camry" />);

    const items = steps();
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Purchased',
      'Towing',
      'At warehouse',
      'Loaded',
      'Container shipped',
      'Arrived Sihanoukville',
      'Customs cleared',
      'Delivered',
    ]);
    expect(items[3]).toHaveTextContent('Done.');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent('Current stage');
    expect(items[4]).toHaveTextContent('MSC Aurora, ETD 14 Oct 2026');
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toHaveLength(1);
    expect(items[7]).toHaveTextContent('Not reached yet.');
    expect(screen.getByText(/^Now:/)).toHaveTextContent('Now: Container shipped · 18 Oct 2026');
    expect(screen.getByRole('progressbar', { name: 'Shipment progress' })).toHaveAttribute(
      'aria-valuetext',
      'Container shipped (5 of 8)',
    );
  });

  it('says when a date is an estimate and when a stage has no date yet', () => {
    renderWithProviders(<ShipmentTimeline steps={timeline(4)} carName="2021 Toyota Camry" />);
    const items = steps();
    expect(items[5]).toHaveTextContent('Estimated 20 Dec 2026');
    expect(items[4]).not.toHaveTextContent('Estimated');
    expect(items[6]).toHaveTextContent('Date not set');
  });

  it('shows a delivered car with every stage done and none current after it', () => {
    const delivered = timeline(7);
    renderWithProviders(<ShipmentTimeline steps={delivered} carName="2021 Toyota Camry" />);
    expect(steps()[7]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText('Not reached yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
  });

  it("opens a stage's photos in a lightbox the arrow keys step through and Escape closes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentTimeline steps={timeline(4)} carName="2021 Toyota Camry" />);

    const thumb = screen.getByRole('button', { name: '2021 Toyota Camry: At warehouse: open photo 1 of 2' });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: '2021 Toyota Camry: At warehouse: Photo 1 of 2' });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', '2021 Toyota Camry: At warehouse, photo 2 of 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });
});

describe('StageProgress', () => {
  it('fills the bar up to the stage and says which it is', () => {
    renderWithProviders(<StageProgress stage="towing" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(bar).toHaveAttribute('aria-valuetext', 'Towing (2 of 8)');
  });
});
