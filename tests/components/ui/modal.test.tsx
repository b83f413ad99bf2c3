// The one dialog (decisions 025 and 062): named by its title, aria-modal, focus moved in and trapped, Escape closes
// the topmost dialog only, the page behind does not scroll, and focus goes back to the button that opened it (or to
// the one the caller names, when that lost the focus while the dialog loaded).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useId, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/components/ui/modal';

function Example() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <button type="button">Behind</button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId}>Delete this listing?</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button">Confirm</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens named by its title, keeps Tab inside, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('returns focus to the opener when closed from inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Photos
      </button>
      <Modal open={outer} onClose={() => setOuter(false)} label="Photos">
        <button type="button" onClick={() => setInner(true)}>
          Delete photo
        </button>
        <Modal open={inner} onClose={() => setInner(false)} label="Delete this photo?">
          <button type="button">Confirm</button>
        </Modal>
      </Modal>
    </>
  );
}

/** A dialog whose opener is disabled while it loads (so it has lost the focus), with a field that takes the focus. */
function LoadingOpener() {
  const [state, setState] = useState<'idle' | 'loading' | 'open'>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const open = () => {
    setState('loading');
    // The dialog's code arrives a moment later.
    setTimeout(() => setState('open'), 10);
  };
  return (
    <>
      <button ref={button} type="button" disabled={state === 'loading'} onClick={open}>
        New conversation
      </button>
      <Modal
        open={state === 'open'}
        onClose={() => setState('idle')}
        label="Message"
        returnFocus={() => button.current}
      >
        <button type="button">Close</button>
        <MessageField />
      </Modal>
    </>
  );
}

function MessageField() {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <textarea ref={field} aria-label="Your message" />;
}

describe('Modal over a modal, and openers that lost the focus', () => {
  it('closes only the topmost dialog on Escape, and keeps the page locked until the last one closes', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Photos' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete this photo?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete photo' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photos' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('leaves the focus on a field the content focuses, and returns it to the named opener', async () => {
    const user = userEvent.setup();
    render(<LoadingOpener />);
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toHaveFocus();
  });
});
