import type { createStore } from 'jotai';
import type { PaymentSettlePayload, WalletBalanceUpdatePayload } from '@app/contract';
import { notify as notifyToast, realtimeHub, refreshSession as refreshStoredSession, type ToastVariant } from '@app/api';
import { i18n } from '@app/i18n';
import { decimalsOf, formatMoney } from '@app/ui';
import {
  authAtom,
  balanceFromSocket,
  currencyListAtom,
  endSession,
  enterMaintenance,
  expirePassword,
  maintenanceEndMs,
  operatorAtom,
  realtimeUserAtom,
  store as pageStore,
} from '@app/state';
import { liveUpdatesStoppedAtom } from './status.ts';

/** Keepalive cadence and reconnect policy (spec sections 4 and 9). */
export const PING_INTERVAL_MS = 5000;
export const RECONNECT_DELAY_MS = 3000;
export const MAX_RECONNECT_ATTEMPTS = 10;
/**
 * After the server closed for a restart (REALTIME_CLOSE_CODES.SERVER_RESTART: the instance is
 * stopping, the others are not), the socket reconnects within this long rather than 3 s later, at a
 * random moment so that the sockets of a stopping instance do not all arrive at once elsewhere.
 */
export const RESTART_RECONNECT_SPREAD_MS = 1000;
/** The keepalive texts of the realtime contract (REALTIME_PING / REALTIME_PONG). */
const PING = 'PING';
const PONG = 'PONG';
/** The server closes with this code when the access token has expired (REALTIME_CLOSE_CODES.TOKEN_EXPIRED). */
const TOKEN_EXPIRED_CLOSE_CODE = 4005;
/** Maintenance started; the close reason is its end time (REALTIME_CLOSE_CODES.MAINTENANCE). */
const MAINTENANCE_CLOSE_CODE = 4008;
/** The player's password has expired (REALTIME_CLOSE_CODES.PASSWORD_EXPIRED). */
const PASSWORD_EXPIRED_CLOSE_CODE = 4009;
/** The server is stopping (REALTIME_CLOSE_CODES.SERVER_RESTART): reconnect soon, to another instance. */
const SERVER_RESTART_CLOSE_CODE = 4010;
/**
 * The session is over: the token in user.auth is not accepted (REALTIME_CLOSE_CODES.AUTH_FAILED) or
 * the session was signed out or revoked (SESSION_REVOKED); each with the reason the same answer over
 * HTTP carries.
 */
const SESSION_ENDED_CLOSE_CODES: Readonly<Record<number, string>> = { 4004: 'TOKEN_INVALID', 4006: 'SESSION_REVOKED' };

/** WebSocket readyState values. */
const CONNECTING = 0;
const OPEN = 1;

export type JotaiStore = ReturnType<typeof createStore>;
export type WebSocketConstructor = new (url: string) => WebSocket;

export interface RealtimeOptions {
  /** The store holding the session, the wallet and the realtime user (the page's one store by default). */
  store?: JotaiStore;
  /** The socket class (the browser's WebSocket by default). */
  WebSocket?: WebSocketConstructor;
  /** The socket address ({host}/ws on the page's origin by default). */
  url?: string;
  /** Where toasts go (the page's toasts by default). */
  notify?: (message: string, variant: ToastVariant) => void;
  /** Refreshes the tokens after the server said the access token expired (the shared client's refresh by default). */
  refreshSession?: () => Promise<unknown>;
}

/** {host}/ws on the page's own origin, secure when the page is. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings<K extends string>(value: Record<string, unknown>, keys: readonly K[]): value is Record<K, string> {
  return keys.every((key) => typeof value[key] === 'string');
}

/**
 * The page's one realtime socket (spec sections 4 and 7), following the session in the store:
 * opens {host}/ws once signed in and authenticates with user.auth, sends PING every 5 s, keeps the
 * user info the server answers while the socket is open, retries up to 10 times, 3 s apart, after a
 * close or an error, and closes on sign-out. The attempts count afresh only once the server has
 * served a socket (answered its user.auth; for a visitor's socket, sent it anything, such as the
 * PONG to its first PING), not when it merely opens: a server that accepts and closes at once is
 * given up on after 10 attempts like one that refuses. After a token refresh it sends user.auth with the new
 * token on the open socket (nothing sent meanwhile is lost); another player signing in gets a new
 * socket. Once the last attempt has failed it says so (`liveUpdatesStoppedAtom`, which the page
 * shows with a Retry), and it tries again at once on `retry()`, when the browser is online again or
 * when the tab is visible again (a wait between attempts is cut short the same way). Messages
 * update the wallet and show toasts. It also carries the areas' topics (`subscribeTopic` in
 * @app/api): while an area follows a topic the socket stays open, signed in or not, every wanted
 * topic is asked for again on each (re)connect, and every message reaches the areas' listeners.
 * The server's closes mean what the same answers over HTTP mean: MAINTENANCE switches the page into
 * maintenance mode, and there is no socket until the page leaves it; PASSWORD_EXPIRED signs the
 * player out and raises the password-expired flag, and the expired session does not reconnect;
 * SESSION_REVOKED and AUTH_FAILED end the session (signed out at once, told why on the sign-in
 * screen) and it does not reconnect; SERVER_RESTART (an instance stopping) reconnects within a
 * second instead of three.
 */
export class RealtimeConnection {
  private readonly store: JotaiStore;
  private readonly SocketClass: WebSocketConstructor;
  private readonly url: string | undefined;
  private readonly notify: (message: string, variant: ToastVariant) => void;
  private readonly refreshSession: () => Promise<unknown>;

  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private token = '';
  /** The signed-in player the socket was opened for (a refresh keeps it, another player does not). */
  private userId: string | undefined;
  /** A refreshed token was sent on the open socket and the server has not answered it yet. */
  private reauthPending = false;
  /** Whether a socket is wanted: signed in, or an area follows a topic. */
  private active = false;
  private stopWatchingTopics: (() => void) | null = null;
  /** Changes whenever the socket is torn down on purpose, so that late callbacks of an old one do nothing. */
  private generation = 0;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeOperator: (() => void) | null = null;

  constructor(options: RealtimeOptions = {}) {
    this.store = options.store ?? pageStore;
    this.SocketClass = options.WebSocket ?? WebSocket;
    this.url = options.url;
    this.notify = options.notify ?? notifyToast;
    this.refreshSession = options.refreshSession ?? refreshStoredSession;
  }

  /** Starts following the session: connects while signed in, with the current access token. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.store.sub(authAtom, () => this.follow());
    this.unsubscribeOperator = this.store.sub(operatorAtom, () => this.follow());
    this.stopWatchingTopics = realtimeHub.watchDemand(() => this.follow());
    globalThis.addEventListener?.('online', this.wake);
    globalThis.document?.addEventListener('visibilitychange', this.wake);
    this.follow();
  }

  /** Stops following the session and closes the socket. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.unsubscribeOperator?.();
    this.unsubscribeOperator = null;
    this.stopWatchingTopics?.();
    this.stopWatchingTopics = null;
    globalThis.removeEventListener?.('online', this.wake);
    globalThis.document?.removeEventListener('visibilitychange', this.wake);
    this.teardown();
    this.token = '';
    this.active = false;
  }

  /**
   * Tries again at once, with the full number of attempts, when a socket is wanted and none is open
   * or opening (after the last attempt failed, or during the wait before the next one).
   */
  retry(): void {
    if (!this.active || this.socket !== null) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.attempts = 0;
    this.open();
  }

  /** The browser is online again or the tab visible again: a socket that was lost comes back. */
  private readonly wake = (event: Event): void => {
    if (event.type === 'visibilitychange' && globalThis.document?.visibilityState === 'hidden') return;
    this.retry();
  };

  /** Reconnect attempts made since a socket was last served (user.auth answered; a visitor's: a first message). */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  private follow(): void {
    const { isLogin, accessToken, user } = this.store.get(authAtom);
    const token = isLogin && accessToken ? accessToken : '';
    const userId = token ? user?.userId : undefined;
    // No socket while the page is in maintenance mode: it opens again once the page leaves it.
    if (this.store.get(operatorAtom).isMaintenance || (!token && realtimeHub.wantedTopics().length === 0)) {
      this.teardown();
      this.token = '';
      this.active = false;
      return;
    }
    if (this.active && token === this.token) return;
    if (this.active && this.token && token && userId === this.userId && this.socket) {
      // The same player's refreshed token: the socket is signed in again where it stands (one still
      // opening sends the newest token once open).
      this.token = token;
      if (this.socket.readyState === OPEN) {
        this.reauthPending = true;
        this.socket.send(JSON.stringify({ m: 'user.auth', p: { token } }));
      }
      return;
    }
    this.teardown();
    this.token = token;
    this.userId = userId;
    this.active = true;
    this.attempts = 0;
    this.open();
  }

  private open(): void {
    const socket = new this.SocketClass(this.url ?? realtimeUrl());
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      // Not yet a success: a server that accepts and closes at once would be retried forever. The
      // attempts count afresh once the server answers (see receive).
      this.store.set(liveUpdatesStoppedAtom, false);
      if (this.token) socket.send(JSON.stringify({ m: 'user.auth', p: { token: this.token } }));
      realtimeHub.attach({ send: (message) => socket.readyState === OPEN && socket.send(JSON.stringify(message)) });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(PING);
      }, PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      // A visitor's socket sends no user.auth: anything the server sends it (the PONG to its first
      // PING, a topic's snapshot) shows the server is serving it.
      if (!this.token) this.attempts = 0;
      this.receive(event.data);
    };
    socket.onerror = () => {
      if (socket === this.socket) this.lost(undefined);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket === this.socket) this.lost(event.code, event.reason);
    };
  }

  /**
   * The socket closed or failed: forget it and try again, after a refresh if the token expired. After
   * MAINTENANCE or PASSWORD_EXPIRED it does what the client does for those HTTP answers, and the
   * session it changes decides what follows (no socket while in maintenance or signed out).
   */
  private lost(code: number | undefined, reason = ''): void {
    // A close that may answer the token the refreshed one replaced ends nothing: the socket opens
    // again with the new token, and the server says whether that session still holds.
    const replacedToken = this.reauthPending;
    this.detachSocket();
    this.store.set(realtimeUserAtom, null);
    if (code === MAINTENANCE_CLOSE_CODE) {
      enterMaintenance(maintenanceEndMs(reason || null) === null ? null : reason, this.store);
      this.follow();
      return;
    }
    if (code === PASSWORD_EXPIRED_CLOSE_CODE) {
      expirePassword(this.store);
      this.follow();
      return;
    }
    const ended = code === undefined ? undefined : SESSION_ENDED_CLOSE_CODES[code];
    if (ended && this.token && !replacedToken) {
      // Signed out at once, told why; the ended session does not reconnect.
      if (this.store.get(authAtom).accessToken === this.token) endSession(ended, this.store);
      this.follow();
      return;
    }
    if (code === SERVER_RESTART_CLOSE_CODE) {
      this.scheduleRetry(Math.random() * RESTART_RECONNECT_SPREAD_MS);
      return;
    }
    if (code !== TOKEN_EXPIRED_CLOSE_CODE) {
      this.scheduleRetry();
      return;
    }
    const generation = this.generation;
    // A new token reconnects through the session; otherwise retry as after any other close.
    void this.refreshSession()
      .catch(() => undefined)
      .then(() => {
        if (generation === this.generation && this.socket === null && this.retryTimer === undefined) this.scheduleRetry();
      });
  }

  private scheduleRetry(delayMs = RECONNECT_DELAY_MS): void {
    if (!this.active) return;
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.store.set(liveUpdatesStoppedAtom, true);
      return;
    }
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, delayMs);
  }

  private detachSocket(): void {
    this.reauthPending = false;
    realtimeHub.detach();
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === OPEN || socket.readyState === CONNECTING) socket.close(1000);
  }

  private teardown(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.detachSocket();
    this.store.set(realtimeUserAtom, null);
    this.store.set(liveUpdatesStoppedAtom, false);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string' || data === PONG) return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (!isRecord(message) || typeof message.m !== 'string' || !isRecord(message.p)) return;
    const payload = message.p;
    realtimeHub.dispatch({ m: message.m, p: payload });
    switch (message.m) {
      case 'user.auth':
        // The server accepted the session on this socket: the reconnect attempts count afresh.
        this.attempts = 0;
        this.reauthPending = false;
        this.store.set(realtimeUserAtom, payload);
        break;
      case 'payment.settle':
        if (hasStrings(payload, ['type', 'amount', 'currency', 'status'] as const)) this.paymentSettled(payload);
        break;
      case 'wallet.balance.update':
        if (hasStrings(payload, ['currency', 'afterCash', 'afterOperatorBonus'] as const)) this.balanceUpdated(payload);
        break;
      default:
        break;
    }
  }

  private paymentSettled({ type, amount, currency, status }: PaymentSettlePayload): void {
    // The type and status in the player's words (a code the texts do not know yet is shown as sent).
    const words = {
      type: i18n.t(`realtime.paymentType.${type}`, { defaultValue: type }),
      status: i18n.t(`realtime.paymentStatus.${status}`, { defaultValue: status }),
    };
    // The amount as every other amount of the app reads (€100.00, 100,00 ₺), never "100.00 EUR".
    const decimals = decimalsOf(currency, this.store.get(currencyListAtom));
    const shown = formatMoney(amount, currency, { locale: i18n.language || 'en', decimals });
    this.notify(i18n.t('realtime.paymentSettled', { ...words, amount: shown }), 'success');
  }

  private balanceUpdated({ currency, afterCash, afterOperatorBonus }: WalletBalanceUpdatePayload): void {
    balanceFromSocket(this.store, { currency, cash: afterCash, operatorBonus: afterOperatorBonus });
  }
}
