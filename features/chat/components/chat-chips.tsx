// The done, follow-up and label chips a chat carries, in the list and the header.
import type { Chat } from '@/lib/contract/chat';

export function ChatChips({ chat }: { chat: Pick<Chat, 'done' | 'follow_up' | 'labels'> }) {
  if (!chat.done && !chat.follow_up && chat.labels.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {chat.done && (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-[11px] font-semibold text-green-800">Done</span>
      )}
      {chat.follow_up && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800">
          Follow-up
        </span>
      )}
      {chat.labels.map((label) => (
        <span
          key={label.id}
          className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-medium text-gray-800"
        >
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: label.color }} />
          {label.name}
        </span>
      ))}
    </span>
  );
}
