import { authAtom, signedOut, store } from '@app/state';
import { restoreSession } from './restore.ts';

const stored = (expiresAt: number) =>
  JSON.stringify({ ...signedOut, isLogin: true, accessToken: 'a', refreshToken: 'r', expiresIn: 900, expiresAt, user: { userId: 'u1' } });

describe('restoring the session at load', () => {
  beforeEach(() => {
    localStorage.clear();
    store.set(authAtom, signedOut);
    window.history.replaceState(null, '', '/profile');
  });

  it('brings a live session back', async () => {
    localStorage.setItem('auth', stored(Date.now() + 60_000));
    await restoreSession(localStorage, window.location);
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'a' });
    expect(window.location.pathname).toBe('/profile');
  });

  it('logs out an expired session and sends the player to /auth/sign-in', async () => {
    localStorage.setItem('auth', stored(Date.now() - 1));
    await restoreSession(localStorage, window.location);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(window.location.pathname).toBe('/auth/sign-in');
  });
});
