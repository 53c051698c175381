import {
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  RealtimeConnection,
  realtimeUrl,
  type RealtimeHandlers,
} from './connection.ts';

/** A WebSocket double: the test decides when it opens, what arrives and when it closes. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  serverOpens() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  serverSends(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverCloses(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    this.onerror?.();
    this.onclose?.({ code });
  }
}

function setup() {
  const handlers = {
    onUser: jest.fn(),
    onUserCleared: jest.fn(),
    onPaymentSettle: jest.fn(),
    onBalanceUpdate: jest.fn(),
    onTokenExpired: jest.fn(() => Promise.resolve(true)),
  } satisfies RealtimeHandlers;
  const connection = new RealtimeConnection('ws://host/ws', handlers, (url) => new FakeSocket(url) as unknown as WebSocket);
  return { handlers, connection, latest: () => FakeSocket.instances[FakeSocket.instances.length - 1] as FakeSocket };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => jest.useRealTimers());

describe('the realtime connection (spec section 4)', () => {
  it('sends user.auth with the access token once open', () => {
    const { connection, latest } = setup();
    connection.start('token-1');
    expect(latest().url).toBe('ws://host/ws');
    expect(latest().sent).toEqual([]);
    latest().serverOpens();
    expect(latest().sent).toEqual([JSON.stringify({ m: 'user.auth', p: { token: 'token-1' } })]);
  });

  it("sends 'PING' every 5 s, not before", () => {
    const { connection, latest } = setup();
    connection.start('t');
    latest().serverOpens();
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(latest().sent.filter((message) => message === 'PING')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(latest().sent.filter((message) => message === 'PING')).toHaveLength(1);
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(latest().sent.filter((message) => message === 'PING')).toHaveLength(4);
  });

  it("ignores 'PONG' and malformed messages", () => {
    const { connection, latest, handlers } = setup();
    connection.start('t');
    latest().serverOpens();
    latest().serverSends('PONG');
    latest().serverSends('{not json');
    latest().serverSends({ m: 'unknown.event', p: {} });
    latest().serverSends({ nothing: true });
    expect(handlers.onUser).not.toHaveBeenCalled();
    expect(handlers.onPaymentSettle).not.toHaveBeenCalled();
    expect(handlers.onBalanceUpdate).not.toHaveBeenCalled();
  });

  it('keeps the user info from user.auth and clears it when the socket closes', () => {
    const { connection, latest, handlers } = setup();
    connection.start('t');
    latest().serverOpens();
    latest().serverSends({ m: 'user.auth', p: { userId: 'u1' } });
    expect(handlers.onUser).toHaveBeenCalledWith({ userId: 'u1' });
    handlers.onUserCleared.mockClear();
    latest().serverCloses();
    expect(handlers.onUserCleared).toHaveBeenCalled();
  });

  it('passes payment.settle and wallet.balance.update on', () => {
    const { connection, latest, handlers } = setup();
    connection.start('t');
    latest().serverOpens();
    latest().serverSends({ m: 'payment.settle', p: { type: 'deposit', amount: '10.00', currency: 'USD', status: 'success' } });
    latest().serverSends({ m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '35.00', afterOperatorBonus: '2.00' } });
    expect(handlers.onPaymentSettle).toHaveBeenCalledWith({ type: 'deposit', amount: '10.00', currency: 'USD', status: 'success' });
    expect(handlers.onBalanceUpdate).toHaveBeenCalledWith({ currency: 'USD', afterCash: '35.00', afterOperatorBonus: '2.00' });
  });

  it('retries up to 10 times, 3 s apart, then stops', () => {
    const { connection, latest } = setup();
    connection.start('t');
    latest().serverCloses();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      const before = FakeSocket.instances.length;
      jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.instances).toHaveLength(before);
      jest.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(before + 1);
      latest().serverCloses();
    }
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.instances).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
  });

  it('counts attempts afresh after a successful reconnect', () => {
    const { connection, latest } = setup();
    connection.start('t');
    latest().serverOpens();
    latest().serverCloses();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().serverOpens();
    expect(connection.reconnectAttempts).toBe(0);
  });

  it('reconnects with the new token after a refresh', () => {
    const { connection, latest } = setup();
    connection.start('old');
    latest().serverOpens();
    const first = latest();
    connection.start('new');
    expect(first.readyState).toBe(WebSocket.CLOSED);
    latest().serverOpens();
    expect(latest()).not.toBe(first);
    expect(latest().sent[0]).toBe(JSON.stringify({ m: 'user.auth', p: { token: 'new' } }));
  });

  it('refreshes the session before reconnecting when the server says the token expired', async () => {
    const { connection, latest, handlers } = setup();
    connection.start('t');
    latest().serverOpens();
    latest().serverCloses(4005);
    expect(handlers.onTokenExpired).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops for good on sign-out: no PING, no retry', () => {
    const { connection, latest } = setup();
    connection.start('t');
    latest().serverOpens();
    connection.stop();
    expect(latest().readyState).toBe(WebSocket.CLOSED);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().sent.filter((message) => message === 'PING')).toHaveLength(0);
  });

  it('uses wss on a secure page', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example' })).toBe('wss://play.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  });
});
