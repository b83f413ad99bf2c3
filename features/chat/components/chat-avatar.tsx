// A round picture for a chat or sender, or their initials when there is none.
import clsx from 'clsx';
import { initials } from './chat-format';

export function ChatAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-200 text-sm font-semibold text-gray-700',
        className,
      )}
    >
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- chat pictures are user uploads on the API host, not build-time assets
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
