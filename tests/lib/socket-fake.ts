// A stand-in for the browser's WebSocket in unit tests: reconnecting-websocket drives it, the test plays the server.
type Listener = (event: Record<string, unknown>) => void;

/** Just enough of a browser WebSocket for reconnecting-websocket; the test plays the server. */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  sent: string[] = [];
  private listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    queueMicrotask(() => this.emit('close', { code, reason: '', wasClean: true }));
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.emit('open', {});
  }
  serverClose(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', { code, reason: '', wasClean: code !== 1006 });
  }
  /** A failed attempt as browsers report it: error, then close 1006. */
  fail() {
    this.readyState = FakeSocket.CLOSED;
    this.emit('error', {});
    this.emit('close', { code: 1006, reason: '', wasClean: false });
  }
  receive(data: string) {
    this.emit('message', { data });
  }
  private emit(type: string, props: Record<string, unknown>) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ type, target: this, ...props });
  }
}
