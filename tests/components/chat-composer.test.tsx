// The message box: Enter sends the text, Shift+Enter starts a new line, files go up with a progress bar.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/chat/components/composer';
import { renderWithProviders } from '../support/render';

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties the box', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Composer onSend={onSend} onUpload={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Is the Camry still for sale?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is the Camry still for sale?');
    expect(box).toHaveValue('');
  });

  it('starts a new line on Shift+Enter and sends both lines together', async () => {
    const onSend = vi.fn();
    renderWithProviders(<Composer onSend={onSend} onUpload={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nsecond line');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('First line\nsecond line');
  });

  it('sends nothing while blank or while the chat is not connected', async () => {
    const onSend = vi.fn();
    const { rerender } = renderWithProviders(<Composer onSend={onSend} onUpload={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    rerender(<Composer onSend={onSend} onUpload={vi.fn()} disabled />);
    await userEvent.type(box, 'Hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveValue('   Hello');
  });

  it('shows the upload progress until the file has been sent', async () => {
    let finish: () => void = () => {};
    const onUpload = vi.fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(40);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    renderWithProviders(<Composer onSend={vi.fn()} onUpload={onUpload} />);
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach a file'), file);
    expect(onUpload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says so when the upload fails', async () => {
    renderWithProviders(<Composer onSend={vi.fn()} onUpload={() => Promise.reject(new Error('413'))} />);
    await userEvent.upload(screen.getByLabelText('Attach a file'), new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be sent. Please try again.');
  });
});
