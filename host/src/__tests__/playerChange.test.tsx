// One phone, two players: when the signed-in player changes, the area page on screen is mounted
// afresh for the new one, and the header never shows the previous player's balance.
import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { FAKE_SESSION } from '@app/api/testing';
import { balancesKnownAtom, signInWith, store, walletAtom } from '@app/state';
import type { AreaName, PageModule } from '../federation/remotes.ts';
import { renderAt, setupI18n, signOut } from './testUtils.tsx';

const A_CASH = '4321.09';
const PLAYER_B = { ...FAKE_SESSION, accessToken: 'b-access', refreshToken: 'b-refresh', user: { ...FAKE_SESSION.user, userId: 'u2' } };

function signInA() {
  signInWith(FAKE_SESSION);
  store.set(walletAtom, { currency: 'USD', channel: '', balances: [{ currency: 'USD', cash: A_CASH, operatorBonus: '0' }] });
  store.set(balancesKnownAtom, true);
}

beforeAll(setupI18n);
beforeEach(signOut);

it('an area page opened for one player is mounted afresh for the next (nothing it held is shown to them)', async () => {
  const mounts: string[] = [];
  const load = (area: AreaName, page: string) =>
    Promise.resolve<PageModule>({
      default: function Page() {
        useEffect(() => void mounts.push(store.get(walletAtom).currency), []);
        return <h1>{`${area}:${page}`}</h1>;
      },
    });
  signInA();
  renderAt('/deposit', load);
  expect(await screen.findByRole('heading', { name: 'wallet:Deposit' })).toBeInTheDocument();
  expect(mounts).toHaveLength(1);

  act(() => signInWith(PLAYER_B));
  expect(await screen.findByRole('heading', { name: 'wallet:Deposit' })).toBeInTheDocument();
  expect(mounts).toHaveLength(2);

  // A refresh of the same player's token is no change of player.
  act(() => signInWith({ ...PLAYER_B, accessToken: 'b-access-2' }));
  expect(mounts).toHaveLength(2);
});

it("the header never shows the previous player's balance to a player who signs in over them", async () => {
  signInA();
  renderAt('/');
  const balance = await screen.findByRole('status', { name: 'Balance' });
  expect(balance).toHaveTextContent(A_CASH.replace('4321', '4,321'));

  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    if (text.includes('4,321.09') || text.includes(A_CASH)) seen.push(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  act(() => signInWith(PLAYER_B));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  observer.disconnect();

  expect(seen).toEqual([]);
  expect(document.body).not.toHaveTextContent('4,321.09');
  expect(store.get(walletAtom)).toMatchObject({ currency: 'USD', balances: [] });
});
