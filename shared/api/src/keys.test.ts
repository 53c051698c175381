import { QueryClient } from '@tanstack/react-query';
import { FAKE_SESSION } from './testing/index.ts';
import { authAtom, signedOut, signInWith, signOutLocally, store, userInfoAtom, walletAtom, applyRefresh } from '@app/state';
import { areaKeys, dropPlayerDataOnChange, isPlayerKey, playerKey, publicKey } from './keys.ts';
import { queryClient } from './query.ts';

const PLAYER_A = FAKE_SESSION;
const PLAYER_B = { ...FAKE_SESSION, accessToken: 'b-access', refreshToken: 'b-refresh', user: { ...FAKE_SESSION.user, userId: 'u2' } };
const wallet = areaKeys('wallet');
const casino = areaKeys('casino');
const ADDRESS_A = { address: 'A-ACCOUNT-0001', memo: 'A-MEMO', currency: 'BRL', channelId: 'brl-bank-transfer-deposit' };

beforeEach(() => {
  signOutLocally();
  queryClient.clear();
});

describe('the player-scoped keys', () => {
  it("begin with the player's scope and id; public keys carry no player", () => {
    signInWith(PLAYER_A);
    expect(wallet.playerKey('/payment/address/get', { currency: 'BRL' })).toEqual([
      'player',
      'u1',
      'wallet',
      '/payment/address/get',
      { currency: 'BRL' },
    ]);
    expect(playerKey('/wallet/balances/list')).toEqual(['player', 'u1', '/wallet/balances/list']);
    expect(casino.publicKey('/game/list', 'grid')).toEqual(['casino', '/game/list', 'grid']);
    expect(publicKey('/wallet/currencies/get')).toEqual(['/wallet/currencies/get']);
    expect(isPlayerKey(wallet.playerKey('/payment/bankcard/list'))).toBe(true);
    expect(isPlayerKey(casino.publicKey('/game/categories/list'))).toBe(false);
  });

  it('name the player signed in when they are built, not when the module loaded', () => {
    signInWith(PLAYER_A);
    const first = wallet.playerKey('/payment/address/get');
    signOutLocally();
    signInWith(PLAYER_B);
    expect(wallet.playerKey('/payment/address/get')).not.toEqual(first);
    expect(wallet.playerKey('/payment/address/get')[1]).toBe('u2');
  });

  it("a player's endpoint cannot be keyed without the player's scope, nor a public one with it (the type check)", () => {
    // @ts-expect-error the deposit address is the player's: only playerKey takes it
    wallet.publicKey('/payment/address/get');
    // @ts-expect-error the player's balances are theirs
    publicKey('/wallet/balances/list');
    // @ts-expect-error the catalogue is everyone's
    casino.playerKey('/game/list');
    expect(true).toBe(true);
  });
});

describe('the one query cache when the player changes', () => {
  function cacheAsPlayerA() {
    signInWith(PLAYER_A);
    queryClient.setQueryData(wallet.playerKey('/payment/address/get', { currency: 'BRL', channelId: ADDRESS_A.channelId }), ADDRESS_A);
    queryClient.setQueryData(playerKey('/wallet/balances/list'), { balances: [{ currency: 'BRL', cash: '777.00', operatorBonus: '0' }] });
    queryClient.setQueryData(casino.publicKey('/game/categories/list'), { categories: ['slots'] });
    store.set(walletAtom, { ...store.get(walletAtom), balances: [{ currency: 'BRL', cash: '777.00', operatorBonus: '0' }] });
  }
  const everything = () =>
    JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    );

  it("sign-out removes every player's answers at once (not only marks them stale) and keeps public data", () => {
    cacheAsPlayerA();
    signOutLocally();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['player'] })).toEqual([]);
    expect(everything()).not.toContain('A-ACCOUNT-0001');
    expect(everything()).not.toContain('777.00');
    expect(queryClient.getQueryData(casino.publicKey('/game/categories/list'))).toEqual({ categories: ['slots'] });
  });

  it("another player's sign-in, without a sign-out first, removes the previous player's answers and data", () => {
    cacheAsPlayerA();
    store.set(userInfoAtom, { ...store.get(userInfoAtom), userId: 'u1' } as never);
    signInWith(PLAYER_B);
    expect(everything()).not.toContain('A-ACCOUNT-0001');
    expect(everything()).not.toContain('777.00');
    expect(store.get(walletAtom).balances).toEqual([]);
    expect(store.get(userInfoAtom)).toBeNull();
  });

  it('a token for another user put straight into the auth state removes them too', () => {
    cacheAsPlayerA();
    store.set(authAtom, { ...store.get(authAtom), accessToken: 'other', user: { userId: 'u3' } });
    expect(everything()).not.toContain('A-ACCOUNT-0001');
  });

  it("a refresh of the same player's token keeps their answers", () => {
    cacheAsPlayerA();
    applyRefresh({ accessToken: 'new', refreshToken: 'new-r', expiresIn: 900 });
    expect(queryClient.getQueryData(wallet.playerKey('/payment/address/get', { currency: 'BRL', channelId: ADDRESS_A.channelId }))).toEqual(
      ADDRESS_A,
    );
  });

  it('is removed before anything that follows the auth state sees the new player', () => {
    cacheAsPlayerA();
    const seen: unknown[] = [];
    const stop = store.sub(authAtom, () => seen.push(everything().includes('A-ACCOUNT-0001')));
    signOutLocally();
    signInWith(PLAYER_B);
    stop();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((present) => present === false)).toBe(true);
  });

  it('follows any client it is given, until stopped', () => {
    const client = new QueryClient();
    signInWith(PLAYER_A);
    const stop = dropPlayerDataOnChange(client);
    client.setQueryData(wallet.playerKey('/payment/bankcard/list'), ['card']);
    store.set(authAtom, signedOut);
    expect(client.getQueryCache().getAll()).toEqual([]);
    stop();
    signInWith(PLAYER_A);
    client.setQueryData(wallet.playerKey('/payment/bankcard/list'), ['card']);
    store.set(authAtom, signedOut);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
