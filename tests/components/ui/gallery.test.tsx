// The car and part pages' photo gallery: thumbnails and arrow keys step the carousel, the lightbox opens on the
// shown photo, steps once per arrow key (not twice through the carousel around it), and Escape returns focus.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '@/components/ui/gallery';

const images = [1, 2, 3].map((n) => ({ src: `https://cdn.example.com/${n}.jpg`, width: 800, height: 600 }));

describe('Gallery', () => {
  it('steps with thumbnails and arrow keys, and opens the shown photo in a lightbox that Escape closes', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="2021 Toyota Camry" placeholder={null} />);

    const carousel = screen.getByRole('region', { name: 'Photos of the 2021 Toyota Camry' });
    await user.click(within(carousel).getByRole('button', { name: 'Show photo 2' }));
    expect(within(carousel).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const opener = within(carousel).getByRole('button', { name: 'Photo 3 of 3: open full screen' });

    await user.click(opener);
    // The lightbox's code loads on first open (decision 048): wait for it rather than expect it in the same tick.
    const dialog = await screen.findByRole('dialog', { name: '2021 Toyota Camry: Photo 3 of 3' }, { timeout: 5_000 });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', '2021 Toyota Camry, photo 1 of 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', images[0]!.src);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopener = screen.getByRole('button', { name: 'Photo 1 of 3: open full screen' });
    expect(reopener).toHaveFocus();
  });

  it('says there are no photos yet when there are none', () => {
    render(<Gallery images={[]} name="Brake pads" placeholder={<svg data-testid="icon" />} />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
