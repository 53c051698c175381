import { QueryClient } from '@tanstack/react-query';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import { dashboardKey, documentsKey, playerKey, releasesKey, withdrawalsKey } from '../api/keys.ts';
import { applyLiveMessage } from '../realtime/Live.tsx';
import { openOperatorSocket, RECONNECT_FIRST_MS, type LiveStatus } from '../realtime/socket.ts';

/** A socket the test drives: what the page sent, and the server's side (open, message, close). */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readonly sent: string[] = [];
  readyState = 0;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

function open(token = 'staff-token') {
  const statuses: LiveStatus[] = [];
  const messages: string[] = [];
  const ended = jest.fn();
  const socket = openOperatorSocket({
    token,
    url: 'ws://backoffice.test/ws',
    WebSocket: FakeSocket as unknown as new (url: string) => WebSocket,
    onMessage: (message) => messages.push(message.m),
    onSessionEnded: ended,
    onStatus: (status) => statuses.push(status),
    random: () => 0.5,
  });
  return { socket, statuses, messages, ended };
}

const latest = () => FakeSocket.made.at(-1)!;

describe("the back office's live socket", () => {
  beforeEach(() => {
    FakeSocket.made = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('signs in with operator.auth and the session token, and is live once the server answers', () => {
    const { statuses, messages, socket } = open('the-token');
    latest().serverOpens();
    expect(JSON.parse(latest().sent[0]!)).toEqual({ m: 'operator.auth', p: { token: 'the-token' } });
    expect(statuses).toEqual(['connecting']);
    latest().serverSends({ m: 'operator.auth', p: { role: 'finance', topics: ['operator.withdrawals'] } });
    expect(statuses).toEqual(['connecting', 'live']);
    expect(messages).toEqual(['operator.auth']);
    jest.advanceTimersByTime(5000);
    expect(latest().sent.at(-1)).toBe('PING');
    socket.close();
  });

  it('opens again after a close, waiting longer after each attempt the server did not serve, and afresh once served', () => {
    const { statuses, socket } = open();
    latest().serverOpens();
    latest().serverCloses(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    jest.advanceTimersByTime(RECONNECT_FIRST_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    latest().serverCloses(1006);
    jest.advanceTimersByTime(RECONNECT_FIRST_MS * 2 - 1);
    expect(FakeSocket.made).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    latest().serverOpens();
    latest().serverSends({ m: 'operator.auth', p: { role: 'owner', topics: [] } });
    latest().serverCloses(1006);
    jest.advanceTimersByTime(RECONNECT_FIRST_MS);
    expect(FakeSocket.made).toHaveLength(4);
    socket.close();
  });

  it('comes back within a second when the server restarts', () => {
    const { socket } = open();
    latest().serverOpens();
    latest().serverCloses(REALTIME_CLOSE_CODES.SERVER_RESTART);
    jest.advanceTimersByTime(500);
    expect(FakeSocket.made).toHaveLength(2);
    socket.close();
  });

  it('ends the session and stays closed when the server says the session is over', () => {
    for (const code of [REALTIME_CLOSE_CODES.SESSION_REVOKED, REALTIME_CLOSE_CODES.AUTH_FAILED]) {
      FakeSocket.made = [];
      const { ended } = open();
      latest().serverOpens();
      latest().serverCloses(code);
      expect(ended).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(60_000);
      expect(FakeSocket.made).toHaveLength(1);
    }
  });

  it('does not open again after close()', () => {
    const { socket } = open();
    latest().serverOpens();
    socket.close();
    latest().serverCloses(1000);
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('what a live message refreshes', () => {
  function withQueries(keys: ReadonlyArray<readonly unknown[]>) {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData([...key, 'x'], 1);
    const stale = (key: readonly unknown[]) => client.getQueryState([...key, 'x'])?.isInvalidated ?? false;
    return { client, stale };
  }
  const all = [withdrawalsKey, documentsKey, dashboardKey, releasesKey, playerKey('u1'), playerKey('u2')];

  it('a withdrawal requested or decided: the queue, that player and the dashboard', () => {
    const { client, stale } = withQueries(all);
    applyLiveMessage(client, {
      m: 'operator.withdrawal',
      p: { event: 'decided', withdrawal: { userId: 'u1' } },
    } as unknown as Parameters<typeof applyLiveMessage>[1]);
    expect(all.map(stale)).toEqual([true, false, true, false, true, false]);
  });

  it('a document uploaded or decided: the documents, that player and the dashboard', () => {
    const { client, stale } = withQueries(all);
    applyLiveMessage(client, {
      m: 'operator.kyc.document',
      p: { event: 'uploaded', document: { userId: 'u2' } },
    } as unknown as Parameters<typeof applyLiveMessage>[1]);
    expect(all.map(stale)).toEqual([false, true, true, false, false, true]);
  });

  it('the dashboard and the release health, each alone', () => {
    const dashboard = withQueries(all);
    applyLiveMessage(dashboard.client, { m: 'operator.dashboard.changed', p: { at: '2026-11-27T00:00:00.000Z' } });
    expect(all.map(dashboard.stale)).toEqual([false, false, true, false, false, false]);
    const releases = withQueries(all);
    applyLiveMessage(releases.client, { m: 'operator.release.health', p: { area: 'casino', figures: [] } });
    expect(all.map(releases.stale)).toEqual([false, false, false, true, false, false]);
  });
});
