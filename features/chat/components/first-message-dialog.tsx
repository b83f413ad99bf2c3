'use client';
// A signed-in customer's first message when they have no chat yet, about a car ("Chat about this car") or with the
// team ("New conversation"): a small box over the page's corner, in the one modal (focus kept inside, Escape closes,
// focus back on the caller's button). Sending creates the chat (POST chats/create/ with content) and opens it;
// closing the box leaves nothing behind.
import { useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { useCreateChat } from '../api/create-chat';
import { FIRST_CAR_MESSAGE, FirstMessageForm } from './first-message-form';

interface FirstMessageDialogProps {
  /** The car the chat is about; null for a support chat. */
  carId: number | null;
  onClose: () => void;
  onStarted: (chatId: number) => void;
  /** The button that opened the box: it was disabled while the box loaded, so it lost the focus meanwhile. */
  returnFocus: () => HTMLElement | null;
}

export function FirstMessageDialog({ carId, onClose, onStarted, returnFocus }: FirstMessageDialogProps) {
  const titleId = useId();
  const create = useCreateChat();
  const aboutCar = carId !== null;
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      returnFocus={returnFocus}
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-gray-200 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[23rem]"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {aboutCar ? 'Ask about this car' : 'Message our team'}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="rounded-full p-1.5 text-gray-600 hover:bg-gray-100"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <FirstMessageForm
        className="mt-3 space-y-3"
        label="Your message"
        defaultContent={aboutCar ? FIRST_CAR_MESSAGE : ''}
        hint="Our team answers here and in your Messages."
        onSend={async (content) => onStarted((await create.mutateAsync({ carId, content })).id)}
      />
    </Modal>
  );
}
