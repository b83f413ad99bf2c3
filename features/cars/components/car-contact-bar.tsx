// The car page's contact bar on phones: Call, Telegram and Chat in one tap, fixed at the bottom of the screen. The
// page keeps its end above it and the floating buttons move over it (styles/globals.css, `data-sticky-bar`).
import type { ReactNode } from 'react';
import { PhoneIcon, TelegramIcon } from '@/components/ui/icons';

const LINK = 'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-semibold';

interface CarContactBarProps {
  phone: string;
  phoneHref: string;
  telegramHref: string;
  /** The chat feature's compact "Chat" button, composed by the route. */
  chat?: ReactNode;
}

export function CarContactBar({ phone, phoneHref, telegramHref, chat }: CarContactBarProps) {
  return (
    <div
      data-sticky-bar
      role="region"
      aria-label="Contact us about this car"
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-gray-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur sm:hidden"
    >
      <a href={phoneHref} aria-label={`Call ${phone}`} className={`${LINK} bg-gray-900 text-white`}>
        <PhoneIcon className="size-5" />
        Call
      </a>
      <a
        href={telegramHref}
        target="_blank"
        rel="noopener noreferrer"
        className={`${LINK} bg-sky-700 text-white hover:bg-sky-800`}
      >
        <TelegramIcon className="size-5" />
        Telegram
      </a>
      {chat}
    </div>
  );
}
