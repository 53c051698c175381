import { REALTIME_CLOSE_CODES } from '@app/contract';
import { authAtom, sessionEndedAtom, signedOut } from '@app/state';
import { RECONNECT_DELAY_MS } from './connection.ts';
import { FakeSocket } from '../__tests__/fakeSocket.ts';
import { connected, connectionTests } from '../__tests__/connection.ts';

// The socket's closes for a session the platform has ended mean what the same answers over HTTP
// mean: the player is signed out at once and told why, and the dead session does not reconnect.

connectionTests();

describe('the server closing the socket for a session it has ended', () => {
  it.each([
    ['SESSION_REVOKED', 'SESSION_REVOKED', REALTIME_CLOSE_CODES.SESSION_REVOKED],
    ['AUTH_FAILED', 'TOKEN_INVALID', REALTIME_CLOSE_CODES.AUTH_FAILED],
  ])('%s signs the player out at once, with the reason %s, and does not reconnect', (_name, reason, code) => {
    const { store, refresh } = connected();
    FakeSocket.latest().serverClosesWith(code);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(sessionEndedAtom)?.reason).toBe(reason);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 20);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a close of a socket opened with an older token does not end the session that replaced it', () => {
    const { store } = connected('token-1');
    const old = FakeSocket.latest();
    const onclose = old.onclose;
    store.set(authAtom, { ...store.get(authAtom), accessToken: 'token-2' });
    // The old socket's late close, as a socket already replaced would report it.
    onclose?.({ code: REALTIME_CLOSE_CODES.SESSION_REVOKED });
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'token-2' });
    expect(store.get(sessionEndedAtom)).toBeNull();
  });

  it('other closes are still retried', () => {
    const { store } = connected();
    FakeSocket.latest().serverClosesWith(REALTIME_CLOSE_CODES.SERVER_RESTART);
    expect(store.get(authAtom).isLogin).toBe(true);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
