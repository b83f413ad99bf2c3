// The small-screen filter drawer of the car listing and the parts catalogue: named by its heading, holds the panel,
// and its show-results button closes it with focus back on the Filters button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterDrawer } from '@/components/ui/filter-drawer';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="drawer" onClick={() => setOpen(true)}>
        Filters
      </button>
      <FilterDrawer
        id="drawer"
        open={open}
        onClose={() => setOpen(false)}
        title="Filter parts"
        showLabel="Show 12 parts"
      >
        <label>
          Make <input />
        </label>
      </FilterDrawer>
    </>
  );
}

describe('FilterDrawer', () => {
  it('opens named by its title with the panel inside, and the show button closes it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Filters' });

    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Filter parts' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('id', opener.getAttribute('aria-controls'));
    expect(within(drawer).getByLabelText('Make')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show 12 parts' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
