import { act, render, waitFor } from '@testing-library/react';
import { authAtom, signedOut, store } from '@app/state';
import { FakeSocket } from '../__tests__/FakeSocket.ts';
import { RealtimeBridge } from './RealtimeBridge.tsx';

const realWebSocket = globalThis.WebSocket;

beforeEach(() => {
  FakeSocket.reset();
  globalThis.WebSocket = FakeSocket.asConstructor as typeof WebSocket;
  store.set(authAtom, signedOut);
});
afterEach(() => {
  globalThis.WebSocket = realWebSocket;
  store.set(authAtom, signedOut);
});

function signIn(accessToken: string) {
  act(() => store.set(authAtom, { ...signedOut, isLogin: true, accessToken, refreshToken: 'r', user: { userId: 'u1' } }));
}

describe('<RealtimeBridge />', () => {
  it("follows the page's session: opens on the page origin's /ws on sign-in, reopens on a new token, closes on sign-out", async () => {
    render(<RealtimeBridge />);
    expect(FakeSocket.instances).toHaveLength(0);
    signIn('token-1');
    // The connection's code arrives after the first render.
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(FakeSocket.latest().url).toBe(`ws://${window.location.host}/ws`);
    const first = FakeSocket.latest();
    act(() => store.set(authAtom, (auth) => ({ ...auth, accessToken: 'token-2' })));
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => store.set(authAtom, signedOut));
    expect(FakeSocket.latest().closedWith).toBe(1000);
  });

  it('closes the socket when the shell unmounts it', async () => {
    const { unmount } = render(<RealtimeBridge />);
    signIn('token-1');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    unmount();
    expect(socket.closedWith).toBe(1000);
    signIn('token-2');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('opens nothing when unmounted before the connection code has arrived', async () => {
    signIn('token-1');
    const { unmount } = render(<RealtimeBridge />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
