// The car a car chat is about, as staff (and the customer) see it: photo, name, price and a link to its page.
import clsx from 'clsx';
import Link from 'next/link';
import type { Chat } from '@/lib/contract/chat';
import { formatUsd } from '@/lib/price';

type ChatCar = NonNullable<Chat['car']>;

/** A compact line for the chat list (inside the row's own link, so no link of its own). */
export function ChatCarLine({ car }: { car: ChatCar }) {
  return (
    <span className="flex items-center gap-2 text-xs text-gray-700">
      {car.cover_image && (
        // eslint-disable-next-line @next/next/no-img-element -- listing photos are uploads on the API host
        <img src={car.cover_image} alt="" className="h-6 w-9 shrink-0 rounded object-cover" />
      )}
      <span className="truncate">{car.vehicle_name}</span>
      <span className="shrink-0 font-semibold text-gray-900">{formatUsd(car.price)}</span>
    </span>
  );
}

/** The strip under a conversation's header: the car with a link to its page. */
export function ChatCarStrip({ car, className }: { car: ChatCar; className?: string }) {
  return (
    <div className={clsx('flex items-center gap-3 border-b border-gray-200 bg-white px-3 py-2', className)}>
      {car.cover_image ? (
        // eslint-disable-next-line @next/next/no-img-element -- listing photos are uploads on the API host
        <img src={car.cover_image} alt="" className="h-10 w-16 shrink-0 rounded-md object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-gray-900">{car.vehicle_name}</p>
        <p className="text-sm text-gray-700">{formatUsd(car.price)}</p>
      </div>
      <Link
        href={car.url}
        target="_blank"
        className="shrink-0 text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
      >
        View car
      </Link>
    </div>
  );
}
