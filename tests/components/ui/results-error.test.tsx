// A failed result list (car listing, parts catalogue) says what went wrong and offers the fitting way out.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultsError } from '@/components/ui/results-error';
import { ApiError } from '@/lib/api/http-client';

const failed = (status: number) => new ApiError('failed', 'ERR_BAD_RESPONSE', { status, data: {} });

describe('ResultsError', () => {
  it('links a page past the end to the first page', () => {
    render(<ResultsError error={failed(404)} noun="parts" hrefFirst="/parts/" onClear={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page of results does not exist.');
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/parts/');
  });

  it('offers to clear invalid filters, and says what could not load otherwise', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<ResultsError error={failed(400)} noun="cars" hrefFirst="/cars/" onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Some of the filters are not valid.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClear).toHaveBeenCalledOnce();

    rerender(<ResultsError error={failed(503)} noun="cars" hrefFirst="/cars/" onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The cars could not be loaded. Please try again.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
