// Times, day separators and pictures of the inbox, all in Cambodia time so every viewer sees the same day.
import type { Chat } from '@/lib/contract/chat';

const TIME_ZONE = 'Asia/Phnom_Penh';
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
export const dayKey = (iso: string): string => dayKeyFormat.format(new Date(iso));

/** The list shows a time for today's activity and a date for anything older. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  return dayKey(iso) === dayKeyFormat.format(now) ? formatTime(iso) : formatDay(iso);
}

/** Spec §6: staff see the customer's picture; a customer sees the car's in a car chat, else their assignee's. */
export function chatPicture(chat: Chat, viewerIsStaff: boolean): string | null {
  if (viewerIsStaff) return chat.customer?.profilePic ?? null;
  return chat.car ? chat.car.cover_image : (chat.employee?.profilePic ?? null);
}

export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A one-line preview of the latest message: its text, or what kind of file it carries. */
export function messagePreview(chat: Chat): string {
  const message = chat.latest_message;
  if (!message) return 'No messages yet';
  if (message.content.trim()) return message.content;
  return message.media_type ? `Sent ${MEDIA_NAMES[message.media_type]}` : '';
}

const MEDIA_NAMES = { image: 'a photo', audio: 'a voice message', video: 'a video', doc: 'a document' } as const;
