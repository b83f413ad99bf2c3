// The open sockets of this server by user, so that revoking a user's sessions closes every socket they have here.
import type { WebSocket } from 'ws';

export class SocketRegistry {
  private readonly byUser = new Map<number, Set<WebSocket>>();

  add(userId: number, ws: WebSocket): void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(ws);
  }

  remove(userId: number, ws: WebSocket): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(ws);
    if (set.size === 0) this.byUser.delete(userId);
  }

  /** Closes every socket of the user; returns how many there were. */
  closeUser(userId: number, code: number, reason: string): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    for (const ws of [...set]) ws.close(code, reason);
    return set.size;
  }

  /** Sockets held (including ones still being set up): zero once every client has gone. */
  size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
