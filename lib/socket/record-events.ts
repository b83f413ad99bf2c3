// A tiny in-page pub/sub for the notification socket's `record_update` frames: the chat feature owns the socket, the
// orders feature listens here, and neither imports the other.
import type { RecordEvent } from '../contract/orders';

type Listener = (event: RecordEvent) => void;

const listeners = new Set<Listener>();

export function publishRecordEvent(event: RecordEvent): void {
  for (const listener of listeners) listener(event);
}

/** Calls `listener` for every record event until the returned function is called. */
export function subscribeRecordEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
