// The back office's live socket: {host}/ws on the page's origin, signed in with operator.auth and the
// member's session token. The server makes it follow the operator topics the member's role may read
// (withdrawals, identity documents, the dashboard, release health) and closes it SESSION_REVOKED
// when the session ends. It stays open while signed in: PING every 5 s, and after a close or an error
// it opens again, sooner after the server's restart close, later (up to 30 s) after each failure.
import { REALTIME_CLOSE_CODES, REALTIME_PING, type ServerMessage } from '@app/contract';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export const PING_INTERVAL_MS = 5000;
/** The first wait after a close, doubled after each attempt that was not served, up to the longest. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_LONGEST_MS = 30_000;
/** After the server's restart close (an instance stopping), within this long, spread at random. */
export const RESTART_SPREAD_MS = 1000;

export interface OperatorSocketOptions {
  token: string;
  /** Every message the server sends (operator.auth's answer included). */
  onMessage(message: ServerMessage): void;
  /** The server says the session has ended: no reconnect, back to sign-in. */
  onSessionEnded(): void;
  onStatus(status: LiveStatus): void;
  url?: string;
  WebSocket?: new (url: string) => WebSocket;
  random?: () => number;
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

const SESSION_ENDED: ReadonlySet<number> = new Set([REALTIME_CLOSE_CODES.AUTH_FAILED, REALTIME_CLOSE_CODES.SESSION_REVOKED]);

/** Opens the socket and keeps it open until `close()`; answers that function. */
export function openOperatorSocket(options: OperatorSocketOptions): { close(): void } {
  const SocketClass = options.WebSocket ?? WebSocket;
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = RECONNECT_FIRST_MS;
  let closed = false;

  const connect = () => {
    if (closed) return;
    const current = new SocketClass(options.url ?? liveUrl());
    socket = current;
    current.addEventListener('open', () => {
      current.send(JSON.stringify({ m: 'operator.auth', p: { token: options.token } }));
      ping = setInterval(() => {
        if (current.readyState === 1) current.send(REALTIME_PING);
      }, PING_INTERVAL_MS);
    });
    current.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string' || !event.data.startsWith('{')) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.m === 'operator.auth') {
        // Served: the next close starts the waits afresh.
        wait = RECONNECT_FIRST_MS;
        options.onStatus('live');
      }
      options.onMessage(message);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      clearInterval(ping);
      if (closed || socket !== current) return;
      socket = null;
      if (SESSION_ENDED.has(event.code)) {
        closed = true;
        options.onSessionEnded();
        return;
      }
      options.onStatus('reconnecting');
      const delay = event.code === REALTIME_CLOSE_CODES.SERVER_RESTART ? random() * RESTART_SPREAD_MS : wait;
      wait = Math.min(wait * 2, RECONNECT_LONGEST_MS);
      retry = setTimeout(connect, delay);
    });
  };

  options.onStatus('connecting');
  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000);
      socket = null;
    },
  };
}
