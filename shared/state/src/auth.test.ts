import { authAtom, isSignedInAtom, signedOut } from './auth.ts';
import { store } from './store.ts';
import { singletonCounts } from '@app/contract/singletons';

describe('who counts as signed in', () => {
  afterEach(() => store.set(authAtom, signedOut));

  it('is nobody at first', () => {
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it('is the holder of an access token', () => {
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'token', user: { userId: 'u1' } });
    expect(store.get(isSignedInAtom)).toBe(true);
  });

  it('is not a session that claims to be logged in without a token', () => {
    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: '' });
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it('records the store as a page-wide singleton', () => {
    expect(singletonCounts()['jotai-store']).toBe(1);
  });
});
