// Times, day separators and pictures of the inbox, all in Cambodia time (lib/dates) so every viewer sees the same day.
import type { Chat } from '@/lib/contract/chat';
import { businessDay, formatDate, formatTime } from '@/lib/dates';

/** The list shows a time for today's activity and a date for anything older. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  return businessDay(iso) === businessDay(now) ? formatTime(iso) : formatDate(iso);
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
