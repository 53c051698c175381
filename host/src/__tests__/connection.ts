// What the tests of the host's realtime connection share: a connection over the fake socket with
// its own store, signed in or not, stopped after each test, with fake timers for its delays.
import { createStore } from 'jotai';
import { authAtom, signedOut } from '@app/state';
import { RealtimeConnection } from '../realtime/connection.ts';
import { FakeSocket } from './fakeSocket.ts';
import { setupI18n } from './testUtils.tsx';

export const SOCKET_URL = 'ws://play.test/ws';

/** Connections a test started: stopped after it, so none follows the next test's session or topics. */
const started: RealtimeConnection[] = [];

/** The hooks of a connection test file: texts first; fake timers and no socket before each test; every connection stopped after. */
export function connectionTests(): void {
  beforeAll(setupI18n);
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => {
    for (const connection of started.splice(0)) connection.stop();
    jest.clearAllTimers();
    jest.useRealTimers();
  });
}

/** Stops a connection a test made itself once the test is over. */
export function stopAfterTest(connection: RealtimeConnection): void {
  started.push(connection);
}

export function signIn(store: ReturnType<typeof createStore>, accessToken = 'token-1') {
  store.set(authAtom, { ...signedOut, isLogin: true, accessToken, refreshToken: 'refresh', user: { userId: 'u1' } });
}

/** A started connection (signed out) with the toasts it showed and its session refresh. */
export function setup(refreshSession: () => Promise<unknown> = () => Promise.resolve(true)) {
  const store = createStore();
  const toasts: [string, string][] = [];
  const refresh = jest.fn(refreshSession);
  const connection = new RealtimeConnection({
    store,
    WebSocket: FakeSocket.asConstructor,
    url: SOCKET_URL,
    notify: (message, variant) => toasts.push([message, variant]),
    refreshSession: refresh,
  });
  connection.start();
  stopAfterTest(connection);
  return { store, toasts, refresh, connection };
}

/** Signed in, socket open and authenticated. */
export function connected(token = 'token-1') {
  const context = setup();
  signIn(context.store, token);
  FakeSocket.latest().serverOpens();
  return context;
}
