'use client';
// The open chat's name and picture, a back button on small screens, and the staff actions.
import clsx from 'clsx';
import { useState } from 'react';
import type { Chat } from '@/lib/contract/chat';
import { AssignMenu } from './assign-menu';
import { ChatAvatar } from './chat-avatar';
import { ChatChips } from './chat-chips';
import { chatPicture } from './chat-format';
import { LabelMenu } from './label-menu';
import { BUTTON } from './popover';
import type { StaffActions } from './staff-actions';

interface ChatHeaderProps {
  chat: Chat;
  viewerIsStaff: boolean;
  actions: StaffActions | null;
  onBack: () => void;
  /** Opens the customer details under 1200 px (staff; wider screens show them beside the conversation). */
  onShowCustomer?: () => void;
}

const TITLE = 'truncate text-base font-bold text-gray-900';

export function ChatHeader({ chat, viewerIsStaff, actions, onBack, onShowCustomer }: ChatHeaderProps) {
  const title = (
    <>
      {chat.display_name}
      {viewerIsStaff && chat.is_visitor && (
        <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-sky-800">
          Visitor
        </span>
      )}
    </>
  );
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white px-3 py-2">
      <button
        type="button"
        onClick={onBack}
        className="rounded-full p-1 text-gray-700 hover:bg-gray-100 min-[500px]:hidden"
        aria-label="Back to conversations"
      >
        ←
      </button>
      <ChatAvatar name={chat.display_name} src={chatPicture(chat, viewerIsStaff)} className="size-9" />
      <div className="min-w-0 flex-1">
        {/* Under 500 px the conversation is shown alone (the list and its "Messages" h1 are hidden): its name is the
            page's h1 there, and an h2 under "Messages" beside the list. Only one of the two is ever displayed. */}
        <h1 className={clsx(TITLE, 'min-[500px]:hidden')}>{title}</h1>
        <h2 className={clsx(TITLE, 'hidden min-[500px]:block')}>{title}</h2>
        {viewerIsStaff && <ChatChips chat={chat} />}
      </div>
      {onShowCustomer && (
        <button type="button" aria-haspopup="dialog" onClick={onShowCustomer} className={clsx(BUTTON, 'lg:hidden')}>
          Customer
        </button>
      )}
      {actions && <StaffBar chat={chat} actions={actions} />}
    </header>
  );
}

function StaffBar({ chat, actions }: { chat: Chat; actions: StaffActions }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (name: string, work: () => Promise<void>, failure: string) => {
    setBusy(name);
    setError(null);
    try {
      await work();
    } catch {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1">
      <AssignMenu actions={actions} current={chat.employee} />
      <LabelMenu actions={actions} labels={chat.labels} />
      <button
        type="button"
        aria-pressed={chat.done}
        disabled={busy !== null}
        onClick={() => run('done', actions.toggleDone, 'The chat could not be updated.')}
        className={clsx(BUTTON, chat.done && 'bg-green-50 text-green-800 ring-green-300')}
      >
        {chat.done ? 'Done ✓' : 'Mark done'}
      </button>
      <button
        type="button"
        aria-pressed={chat.follow_up}
        disabled={busy !== null}
        onClick={() => run('follow', actions.toggleFollowUp, 'The chat could not be updated.')}
        className={clsx(BUTTON, chat.follow_up && 'bg-amber-50 text-amber-800 ring-amber-300')}
      >
        {chat.follow_up ? 'Follow-up ✓' : 'Follow up'}
      </button>
      <button
        type="button"
        disabled={busy !== null}
        onClick={() => {
          if (window.confirm('Delete this conversation? This cannot be undone.'))
            void run('delete', actions.remove, 'The chat could not be deleted.');
        }}
        className={clsx(BUTTON, 'text-primary-700 ring-primary-200')}
      >
        Delete
      </button>
      {error && (
        <p role="alert" className="w-full text-xs text-primary-700">
          {error}
        </p>
      )}
    </div>
  );
}
