import type { WebSocketConstructor } from '../realtime/connection.ts';

/** A WebSocket double for tests: the test decides when it opens, what arrives, and when it closes or fails. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static readonly asConstructor = FakeSocket as unknown as WebSocketConstructor;

  readonly url: string;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error(`send() on a socket in state ${this.readyState}`);
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  get pings(): number {
    return this.sent.filter((message) => message === 'PING').length;
  }

  serverOpens(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  serverSends(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  serverSendsRaw(data: unknown): void {
    this.onmessage?.({ data });
  }

  serverCloses(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** The server closes the socket with a code and a reason (as for maintenance or an ended session). */
  serverClosesWith(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  fails(): void {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
}
