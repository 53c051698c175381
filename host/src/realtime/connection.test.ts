import { createStore } from 'jotai';
import { onRealtimeMessage, subscribeTopic } from '@app/api';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import { i18n } from '@app/i18n';
import { authAtom, enterMaintenance, leaveMaintenance, operatorAtom, realtimeUserAtom, signedOut, walletAtom } from '@app/state';
import {
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  RESTART_RECONNECT_SPREAD_MS,
  RealtimeConnection,
  realtimeUrl,
} from './connection.ts';
import { liveUpdatesStoppedAtom } from './status.ts';
import { FakeSocket } from '../__tests__/fakeSocket.ts';
import { connected, connectionTests, setup, signIn, SOCKET_URL as URL, stopAfterTest } from '../__tests__/connection.ts';

connectionTests();

describe('opening the socket', () => {
  it('opens nothing while signed out, then opens {host}/ws on sign-in and sends user.auth with the token once open', () => {
    const { store } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    signIn(store, 'token-1');
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe(URL);
    expect(FakeSocket.latest().sent).toEqual([]);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } })]);
  });

  it('opens at once when the player is already signed in', () => {
    const store = createStore();
    signIn(store, 'token-9');
    const connection = new RealtimeConnection({ store, WebSocket: FakeSocket.asConstructor, url: URL });
    connection.start();
    stopAfterTest(connection);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'token-9' } }));
  });

  it('uses ws on a plain page and wss on a secure one, on the page origin', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example' })).toBe('wss://play.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  });
});

describe('keepalive', () => {
  it("sends 'PING' every 5000 ms, not before", () => {
    connected();
    const socket = FakeSocket.latest();
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.pings).toBe(0);
    jest.advanceTimersByTime(1);
    expect(socket.pings).toBe(1);
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.pings).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.pings).toBe(2);
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(socket.pings).toBe(5);
  });

  it('sends no PING before the socket is open', () => {
    const { store } = setup();
    signIn(store);
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(FakeSocket.latest().sent).toEqual([]);
  });

  it("ignores 'PONG': the socket stays open, the user info stays and nothing is answered", () => {
    const { store, toasts } = connected();
    const socket = FakeSocket.latest();
    socket.serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    socket.serverSends('PONG');
    expect(socket.readyState).toBe(1);
    expect(socket.sent).toHaveLength(1);
    expect(store.get(realtimeUserAtom)).toEqual({ userId: 'u1' });
    expect(toasts).toEqual([]);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('ignores malformed messages without closing or changing anything', () => {
    const { store, toasts } = connected();
    const wallet = { currency: 'USD', channel: '', balances: [{ currency: 'USD', cash: '1.00', operatorBonus: '0.00' }] };
    store.set(walletAtom, wallet);
    const socket = FakeSocket.latest();
    for (const data of [
      '{not json',
      'null',
      '42',
      { m: 'unknown.event', p: {} },
      { m: 'payment.settle', p: { type: 'deposit' } },
      { m: 'payment.settle', p: null },
      { m: 'wallet.balance.update', p: { currency: 'USD', afterCash: 5 } },
      { m: 'wallet.balance.update' },
    ]) {
      expect(() => socket.serverSends(data)).not.toThrow();
    }
    expect(() => socket.serverSendsRaw(new ArrayBuffer(4))).not.toThrow();
    expect(toasts).toEqual([]);
    expect(store.get(walletAtom)).toBe(wallet);
    expect(store.get(realtimeUserAtom)).toBeNull();
    expect(socket.readyState).toBe(1);
  });
});

describe('the user info from user.auth', () => {
  it('is kept while the socket is open and cleared when it closes', () => {
    const { store } = connected();
    FakeSocket.latest().serverSends({ m: 'user.auth', p: { userId: 'u1', email: 'a@b.c' } });
    expect(store.get(realtimeUserAtom)).toEqual({ userId: 'u1', email: 'a@b.c' });
    FakeSocket.latest().serverCloses();
    expect(store.get(realtimeUserAtom)).toBeNull();
  });

  it('is cleared when the socket fails, and stays empty while the next socket is connecting', () => {
    const { store } = connected();
    FakeSocket.latest().serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    FakeSocket.latest().fails();
    expect(store.get(realtimeUserAtom)).toBeNull();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(store.get(realtimeUserAtom)).toBeNull();
  });
});

describe('reconnecting', () => {
  it('retries 10 times, 3000 ms apart, then stops', () => {
    const { store } = connected();
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      jest.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
      FakeSocket.latest().fails();
    }
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
    expect(store.get(realtimeUserAtom)).toBeNull();
  });

  it('counts an error followed by its close as one failure', () => {
    connected();
    FakeSocket.latest().fails();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('counts the attempts afresh once a reconnected socket is signed in (the server answered user.auth)', () => {
    connected();
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt < MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().fails();
    }
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    FakeSocket.latest().serverOpens();
    FakeSocket.latest().serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    const openedAt = FakeSocket.instances.length;
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().fails();
    }
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(openedAt + MAX_RECONNECT_ATTEMPTS);
  });

  it('signs the open socket in again with the new token after a token refresh, without closing it', () => {
    const { store } = connected('old-token');
    const first = FakeSocket.latest();
    first.serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    store.set(authAtom, (auth) => ({ ...auth, accessToken: 'new-token', refreshToken: 'refresh-2' }));
    expect(first.closedWith).toBeUndefined();
    expect(first.readyState).toBe(1);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(first.sent).toEqual([
      JSON.stringify({ m: 'user.auth', p: { token: 'old-token' } }),
      JSON.stringify({ m: 'user.auth', p: { token: 'new-token' } }),
    ]);
    // What the areas send meanwhile goes out on the same socket.
    const release = subscribeTopic('sports.event.11');
    expect(first.sent).toContain(JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.11' } }));
    release();
    expect(store.get(realtimeUserAtom)).toEqual({ userId: 'u1' });
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('a session-ended close that may answer the replaced token does not sign out: it reopens with the new one', () => {
    const { store } = connected('old-token');
    store.set(authAtom, (auth) => ({ ...auth, accessToken: 'new-token' }));
    FakeSocket.latest().serverCloses(REALTIME_CLOSE_CODES.SESSION_REVOKED);
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'new-token' });
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'new-token' } }));
  });

  it('sends the newest token once open when the refresh lands while the socket is connecting', () => {
    const { store } = setup();
    signIn(store, 'old-token');
    store.set(authAtom, (auth) => ({ ...auth, accessToken: 'new-token' }));
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ m: 'user.auth', p: { token: 'new-token' } })]);
  });

  it('opens a new socket when another player signs in without signing out first', () => {
    const { store } = connected('token-a');
    const first = FakeSocket.latest();
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'token-b', refreshToken: 'r', user: { userId: 'u2' } });
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ m: 'user.auth', p: { token: 'token-b' } })]);
  });

  it('keeps the socket when the auth state changes but the token does not', () => {
    const { store } = connected();
    store.set(authAtom, (auth) => ({ ...auth, currency: 'EUR' }));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().readyState).toBe(1);
  });

  it('refreshes the session when the server closes with TOKEN_EXPIRED, then reconnects once with the new token', async () => {
    const store = createStore();
    const refresh = jest.fn(() => {
      store.set(authAtom, (auth) => ({ ...auth, accessToken: 'fresh-token' }));
      return Promise.resolve(true);
    });
    const connection = new RealtimeConnection({ store, WebSocket: FakeSocket.asConstructor, url: URL, refreshSession: refresh });
    connection.start();
    stopAfterTest(connection);
    signIn(store, 'stale-token');
    FakeSocket.latest().serverOpens();
    FakeSocket.latest().serverCloses(4005);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'fresh-token' } }));
  });

  it('does not refresh for other close codes', () => {
    const { refresh } = connected();
    FakeSocket.latest().serverCloses(4010);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reconnects within a second, with the same token and no notice, when the server closes for a restart (SERVER_RESTART)', () => {
    const random = jest.spyOn(Math, 'random');
    try {
      for (const draw of [0.999, 0]) {
        random.mockReturnValue(draw);
        const { store, refresh } = connected();
        const before = FakeSocket.instances.length;
        FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.SERVER_RESTART, 'server restarting');
        jest.advanceTimersByTime(RESTART_RECONNECT_SPREAD_MS);
        expect(FakeSocket.instances).toHaveLength(before + 1);
        expect(refresh).not.toHaveBeenCalled();
        expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
        FakeSocket.latest().serverOpens();
        expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } }));
      }
    } finally {
      random.mockRestore();
    }
  });

  it('spreads the reconnects after a restart over that second (not all at once)', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      connected();
      FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.SERVER_RESTART);
      jest.advanceTimersByTime(RESTART_RECONNECT_SPREAD_MS / 2 - 1);
      expect(FakeSocket.instances).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(2);
    } finally {
      random.mockRestore();
    }
  });

  it('retries 3000 ms later when the refresh left the token as it was', async () => {
    const { refresh } = connected();
    FakeSocket.latest().serverCloses(4005);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

describe('after the last reconnect attempt', () => {
  /** Closes the socket and lets every reconnect attempt fail. */
  function exhaust() {
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().fails();
    }
  }
  function setVisibility(state: 'visible' | 'hidden') {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('says live updates stopped only once the last attempt has failed, and not before', () => {
    const { store } = connected();
    expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().fails();
    }
    expect(store.get(liveUpdatesStoppedAtom)).toBe(true);
  });

  /** Each reconnect attempt opens and is closed by the server at once, before it answers anything. */
  function acceptedThenDropped(store: ReturnType<typeof createStore>) {
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().serverOpens();
      FakeSocket.latest().serverCloses();
    }
  }
  /** Topics a visitor's test follows: let go after it, so no socket is wanted for the next test. */
  const releases: Array<() => void> = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  it('gives up after 10 sockets the server accepts and closes at once, before answering user.auth', () => {
    const context = connected();
    FakeSocket.latest().serverCloses();
    acceptedThenDropped(context.store);
    expect(context.store.get(liveUpdatesStoppedAtom)).toBe(true);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
  });

  it('gives up after 10 visitor sockets the server accepts and closes at once, before its first message', () => {
    const context = setup();
    releases.push(subscribeTopic('sports.event.7'));
    FakeSocket.latest().serverOpens();
    FakeSocket.latest().serverCloses();
    acceptedThenDropped(context.store);
    expect(context.store.get(liveUpdatesStoppedAtom)).toBe(true);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
  });

  it("counts a visitor socket's attempts afresh once the server has sent it something (a PONG, a topic's snapshot)", () => {
    const context = setup();
    releases.push(subscribeTopic('sports.event.7'));
    FakeSocket.latest().serverOpens();
    FakeSocket.latest().serverCloses();
    for (let attempt = 1; attempt < MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      FakeSocket.latest().serverOpens();
      FakeSocket.latest().serverCloses();
    }
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    FakeSocket.latest().serverOpens();
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    FakeSocket.latest().serverSends('PONG');
    FakeSocket.latest().serverCloses();
    acceptedThenDropped(context.store);
    expect(context.store.get(liveUpdatesStoppedAtom)).toBe(true);
  });

  it('Retry opens a socket at once, clears the notice once it is open, and gives the full 10 attempts again', () => {
    const { store, connection } = connected('token-1');
    exhaust();
    const before = FakeSocket.instances.length;
    connection.retry();
    expect(FakeSocket.instances).toHaveLength(before + 1);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } }));
    expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
    exhaust();
    expect(FakeSocket.instances).toHaveLength(before + 1 + MAX_RECONNECT_ATTEMPTS);
    expect(store.get(liveUpdatesStoppedAtom)).toBe(true);
  });

  it('reconnects by itself when the browser is online again', () => {
    const { store } = connected();
    exhaust();
    const before = FakeSocket.instances.length;
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(before + 1);
    FakeSocket.latest().serverOpens();
    expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
  });

  it('reconnects by itself when the tab is visible again, not while it is hidden', () => {
    connected();
    exhaust();
    const before = FakeSocket.instances.length;
    setVisibility('hidden');
    expect(FakeSocket.instances).toHaveLength(before);
    setVisibility('visible');
    expect(FakeSocket.instances).toHaveLength(before + 1);
  });

  it('does not open a second socket on online or visible while one is open', () => {
    connected();
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('a wait between attempts is cut short when the browser is online again', () => {
    connected();
    FakeSocket.latest().serverCloses();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('neither reconnects nor says anything once signed out or stopped', () => {
    const { store, connection } = connected();
    exhaust();
    store.set(authAtom, signedOut);
    expect(store.get(liveUpdatesStoppedAtom)).toBe(false);
    const before = FakeSocket.instances.length;
    window.dispatchEvent(new Event('online'));
    connection.retry();
    connection.stop();
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(before);
  });
});

describe('what the messages do', () => {
  it('updates the cash and bonus of that currency in place on wallet.balance.update', () => {
    const { store } = connected();
    store.set(walletAtom, {
      currency: 'USD',
      channel: 'card',
      balances: [
        { currency: 'EUR', cash: '3.00', operatorBonus: '1.00' },
        { currency: 'USD', cash: '10.00', operatorBonus: '0.00' },
      ],
    });
    FakeSocket.latest().serverSends({ m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '35.00', afterOperatorBonus: '2.50' } });
    expect(store.get(walletAtom)).toEqual({
      currency: 'USD',
      channel: 'card',
      balances: [
        { currency: 'EUR', cash: '3.00', operatorBonus: '1.00' },
        { currency: 'USD', cash: '35.00', operatorBonus: '2.50' },
      ],
    });
  });

  it('shows a success toast with type, status, amount and currency on payment.settle, in the player words', () => {
    const { toasts } = connected();
    FakeSocket.latest().serverSends({ m: 'payment.settle', p: { type: 'deposit', amount: '50.00', currency: 'EUR', status: 'success' } });
    FakeSocket.latest().serverSends({ m: 'payment.settle', p: { type: 'withdraw', amount: '20.00', currency: 'USD', status: 'rejected' } });
    FakeSocket.latest().serverSends({ m: 'payment.settle', p: { type: 'payout', amount: '1.00', currency: 'USD', status: 'queued' } });
    expect(toasts).toEqual([
      ['Deposit completed: €50.00', 'success'],
      ['Withdrawal rejected: $20.00', 'success'],
      ['payout queued: $1.00', 'success'],
    ]);
  });

  it('writes the settled amount with the one money formatter, in the player’s language (₺ before, never the code after)', async () => {
    const { toasts } = connected();
    await i18n.changeLanguage('tr');
    try {
      FakeSocket.latest().serverSends({ m: 'payment.settle', p: { type: 'deposit', amount: '100', currency: 'TRY', status: 'success' } });
      FakeSocket.latest().serverSends({ m: 'payment.settle', p: { type: 'deposit', amount: '25400', currency: 'VND', status: 'success' } });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(toasts[0]?.[0]).toMatch(/: ₺100,00$/);
    expect(toasts[1]?.[0]).toMatch(/: ₫25\.400$/);
    expect(toasts.join(' ')).not.toMatch(/TRY|VND/);
  });
});

describe('signing out', () => {
  it('closes the socket and stops: no PING, no retry, no user info', () => {
    const { store } = connected();
    const socket = FakeSocket.latest();
    socket.serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    store.set(authAtom, signedOut);
    expect(socket.closedWith).toBe(1000);
    expect(store.get(realtimeUserAtom)).toBeNull();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.pings).toBe(0);
  });

  it('cancels a pending retry', () => {
    const { store } = connected();
    FakeSocket.latest().serverCloses();
    store.set(authAtom, signedOut);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('opens again on the next sign-in', () => {
    const { store } = connected('first');
    store.set(authAtom, signedOut);
    signIn(store, 'second');
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'second' } }));
  });

  it('stop() closes the socket and no longer follows the session', () => {
    const { store, connection } = connected();
    const socket = FakeSocket.latest();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    signIn(store, 'another');
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe("the areas' topics over the one socket", () => {
  const subscribe = (topic: string) => JSON.stringify({ m: 'topic.subscribe', p: { topic } });
  const unsubscribe = (topic: string) => JSON.stringify({ m: 'topic.unsubscribe', p: { topic } });
  const releases: Array<() => void> = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  it('opens a socket for a visitor who follows a topic, without user.auth, and closes it when the last one goes', () => {
    const { connection } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    const release = subscribeTopic('sports.event.7');
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([subscribe('sports.event.7')]);
    release();
    expect(FakeSocket.latest().closedWith).toBe(1000);
    connection.stop();
  });

  it('asks for a topic once however many follow it, and stops when the last follower goes', () => {
    const { connection } = connected();
    const first = subscribeTopic('sports.league.3');
    const second = subscribeTopic('sports.league.3');
    expect(FakeSocket.latest().sent.filter((text) => text === subscribe('sports.league.3'))).toHaveLength(1);
    first();
    expect(FakeSocket.latest().sent).not.toContain(unsubscribe('sports.league.3'));
    second();
    expect(FakeSocket.latest().sent).toContain(unsubscribe('sports.league.3'));
    connection.stop();
  });

  it('asks for every followed topic again after a reconnect, after user.auth', () => {
    const { connection } = connected('token-1');
    releases.push(subscribeTopic('sports.event.1'), subscribeTopic('sports.event.2'));
    FakeSocket.latest().serverCloses(1006);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([
      JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } }),
      subscribe('sports.event.1'),
      subscribe('sports.event.2'),
    ]);
    connection.stop();
  });

  it("hands every message to the areas' listeners by name", () => {
    const { connection } = connected();
    const settled: unknown[] = [];
    const stop = onRealtimeMessage('payment.settle', (payload) => settled.push(payload));
    const payment = { type: 'deposit', amount: '20', currency: 'USD', status: 'success' };
    FakeSocket.latest().serverSends({ m: 'payment.settle', p: payment });
    FakeSocket.latest().serverSends({ m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '20', afterOperatorBonus: '0' } });
    stop();
    FakeSocket.latest().serverSends({ m: 'payment.settle', p: { ...payment, amount: '30' } });
    expect(settled).toEqual([payment]);
    connection.stop();
  });
});

describe('the server closing for maintenance or an expired password', () => {
  it('enters maintenance mode with the end time the close gives, and does not reconnect until the page leaves it', () => {
    const { store, refresh } = connected('token-1');
    FakeSocket.latest().serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.MAINTENANCE, '2099-01-01T00:00:00.000Z');
    expect(store.get(operatorAtom)).toEqual({
      isMaintenance: true,
      maintenanceEndTime: '2099-01-01T00:00:00.000Z',
      passwordExpired: false,
    });
    expect(store.get(realtimeUserAtom)).toBeNull();
    expect(store.get(authAtom).isLogin).toBe(true);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();

    leaveMaintenance(store);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } })]);
  });

  it('enters maintenance mode with no end time when the close gives none', () => {
    const { store } = connected();
    FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.MAINTENANCE);
    expect(store.get(operatorAtom)).toMatchObject({ isMaintenance: true, maintenanceEndTime: null });
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('closes the socket and opens none while the page is in maintenance mode from an HTTP answer', () => {
    const { store } = connected();
    const socket = FakeSocket.latest();
    enterMaintenance('2099-01-01T00:00:00.000Z', store);
    expect(socket.closedWith).toBe(1000);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    leaveMaintenance(store);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('signs out and raises the password-expired flag, as for PASSWORD_EXPIRED over HTTP, and does not reconnect', () => {
    const { store, refresh } = connected();
    FakeSocket.latest().serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.PASSWORD_EXPIRED, 'password expired');
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(operatorAtom)).toMatchObject({ passwordExpired: true, isMaintenance: false });
    expect(store.get(realtimeUserAtom)).toBeNull();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps following the topics after PASSWORD_EXPIRED, on a socket without user.auth', () => {
    const { connection } = connected('token-1');
    const release = subscribeTopic('sports.event.5');
    FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.PASSWORD_EXPIRED);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverOpens();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ m: 'topic.subscribe', p: { topic: 'sports.event.5' } })]);
    release();
    connection.stop();
  });
});
