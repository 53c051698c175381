import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { authAtom, signedOut, store } from '@app/state';
import { FakeSocket } from '../__tests__/fakeSocket.ts';
import { RealtimeBridge } from './RealtimeBridge.tsx';
import { MAX_RECONNECT_ATTEMPTS, RECONNECT_DELAY_MS } from './connection.ts';
import { setupI18n } from '../__tests__/testUtils.tsx';

const realWebSocket = globalThis.WebSocket;

beforeAll(setupI18n);

beforeEach(() => {
  FakeSocket.reset();
  globalThis.WebSocket = FakeSocket.asConstructor as typeof WebSocket;
  store.set(authAtom, signedOut);
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.WebSocket = realWebSocket;
  store.set(authAtom, signedOut);
});

function signIn(accessToken: string) {
  act(() => store.set(authAtom, { ...signedOut, isLogin: true, accessToken, refreshToken: 'r', user: { userId: 'u1' } }));
}

describe('<RealtimeBridge />', () => {
  it("follows the page's session: opens on the page origin's /ws on sign-in, signs in again on a new token, closes on sign-out", async () => {
    render(<RealtimeBridge />);
    expect(FakeSocket.instances).toHaveLength(0);
    signIn('token-1');
    // The connection's code arrives after the first render.
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(FakeSocket.latest().url).toBe(`ws://${window.location.host}/ws`);
    const first = FakeSocket.latest();
    act(() => first.serverOpens());
    act(() => store.set(authAtom, (auth) => ({ ...auth, accessToken: 'token-2' })));
    expect(first.closedWith).toBeUndefined();
    expect(first.sent).toContain(JSON.stringify({ m: 'user.auth', p: { token: 'token-2' } }));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => store.set(authAtom, signedOut));
    expect(FakeSocket.latest().closedWith).toBe(1000);
  });

  it('tells the player live updates stopped after the last attempt, and Retry brings them back', async () => {
    jest.useFakeTimers();
    render(
      <I18nextProvider i18n={i18n}>
        <RealtimeBridge />
      </I18nextProvider>,
    );
    signIn('token-1');
    await act(() => jest.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.latest().serverOpens());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => FakeSocket.latest().serverCloses());
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      act(() => jest.advanceTimersByTime(RECONNECT_DELAY_MS));
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      act(() => FakeSocket.latest().fails());
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Live updates have stopped');
    const opened = FakeSocket.instances.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(FakeSocket.instances).toHaveLength(opened + 1);
    act(() => FakeSocket.latest().serverOpens());
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
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
