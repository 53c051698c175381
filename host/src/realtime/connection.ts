import type { PaymentSettlePayload, ServerMessage, WalletBalanceUpdatePayload } from '@app/contract';

/** Keepalive cadence and reconnect policy (spec section 9). */
export const PING_INTERVAL_MS = 5000;
export const RECONNECT_DELAY_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 10;
export const PING = 'PING';
export const PONG = 'PONG';
/** The server closes with this code when the access token has expired. */
export const TOKEN_EXPIRED_CLOSE_CODE = 4005;

export interface RealtimeHandlers {
  /** The server accepted the token and sent the user's info (kept while the socket is open). */
  onUser(user: unknown): void;
  /** The socket is not open: the kept user info goes. */
  onUserCleared(): void;
  onPaymentSettle(payment: PaymentSettlePayload): void;
  onBalanceUpdate(update: WalletBalanceUpdatePayload): void;
  /** The server said the token expired; resolves once a fresh one is in place (or not). */
  onTokenExpired(): Promise<unknown>;
}

export type SocketFactory = (url: string) => WebSocket;

/**
 * The realtime connection of a signed-in player (spec section 4): authenticates with user.auth on
 * open, keeps alive with PING every 5 s, and retries up to 10 times, 3 s apart, after a close or
 * an error. Framework-free, so every timing rule is testable with fake timers.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = true;
  private token = '';
  private readonly url: string;
  private readonly handlers: RealtimeHandlers;
  private readonly createSocket: SocketFactory;

  constructor(url: string, handlers: RealtimeHandlers, createSocket: SocketFactory = (address) => new WebSocket(address)) {
    this.url = url;
    this.handlers = handlers;
    this.createSocket = createSocket;
  }

  /** Opens the socket with this token (or reopens it when the token changed). */
  start(token: string): void {
    if (!this.stopped && token === this.token) return;
    this.token = token;
    this.stopped = false;
    this.attempts = 0;
    this.close();
    this.open();
  }

  /** Closes the socket for good (sign-out). */
  stop(): void {
    this.stopped = true;
    this.close();
  }

  /** How many reconnect attempts have been made since the socket was last open. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  private open(): void {
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.attempts = 0;
      socket.send(JSON.stringify({ m: 'user.auth', p: { token: this.token } }));
      this.pingTimer = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(PING);
      }, PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket === this.socket) this.receive(event.data);
    };
    socket.onerror = () => {
      // A close always follows an error; the retry is scheduled there, once.
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      this.handlers.onUserCleared();
      if (this.stopped) return;
      if (event.code === TOKEN_EXPIRED_CLOSE_CODE) {
        void this.handlers.onTokenExpired().finally(() => this.scheduleRetry());
      } else {
        this.scheduleRetry();
      }
    };
  }

  private scheduleRetry(): void {
    if (this.stopped || this.attempts >= MAX_RECONNECT_ATTEMPTS) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, RECONNECT_DELAY_MS);
  }

  private close(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    }
    this.handlers.onUserCleared();
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string' || data === PONG) return;
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message !== 'object' || typeof message.m !== 'string' || !message.p) return;
    switch (message.m) {
      case 'user.auth':
        this.handlers.onUser(message.p);
        break;
      case 'payment.settle':
        this.handlers.onPaymentSettle(message.p);
        break;
      case 'wallet.balance.update':
        this.handlers.onBalanceUpdate(message.p);
        break;
      default:
        break;
    }
  }
}

/** {host}/ws on the page's own origin, secure when the page is. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}
