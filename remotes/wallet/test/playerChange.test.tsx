// One phone, two players: what the first one's wallet showed (their own bank-transfer account, their
// balances) is gone from the cache and never drawn for the next one, not even for a moment.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/api';
import { apiPath, FAKE_CURRENCIES, FAKE_SESSION, jsonResponse, type FakeCall } from '@app/api/testing';
import { currencyListAtom, signInWith, store, walletAtom } from '@app/state';
import { fakeChannel } from './fakes.ts';
import { renderWallet, resetAll, setupTexts, signIn, signOut, startApi } from './harness.tsx';

const A_ACCOUNT = '11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B_ACCOUNT = '22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const A_CASH = '4321.09';
const PLAYER_B = { ...FAKE_SESSION, accessToken: 'b-access', refreshToken: 'b-refresh', user: { ...FAKE_SESSION.user, userId: 'u2' } };
const PIX = fakeChannel({ channelId: 'usd-transfer-in', name: 'PIX', kind: 'bank_transfer' });

/** Each player's own account on the channel, told apart by the token the call carries. */
function addressOfCaller(call: FakeCall) {
  const body = call.body as { currency: string; channelId: string };
  const own = call.authorization === PLAYER_B.accessToken ? B_ACCOUNT : A_ACCOUNT;
  return jsonResponse({ address: own, memo: null, currency: body.currency, channelId: body.channelId });
}

/** Every text the page draws from now on that holds `needle`, however briefly it is there. */
function watchFor(needle: string): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const look = (node: Node) => {
    const text = node.textContent ?? '';
    if (text.includes(needle)) seen.push(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') look(record.target);
      record.addedNodes.forEach(look);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen,
    stop: () => {
      for (const record of observer.takeRecords()) record.addedNodes.forEach(look);
      observer.disconnect();
    },
  };
}

async function openPix() {
  await userEvent.click(await screen.findByRole('button', { name: /PIX/ }));
}

const cached = () =>
  JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey, query.state.data]),
  );

beforeAll(setupTexts);
afterEach(resetAll);

it("a second player on the same phone never sees the first one's bank-transfer account or balances", async () => {
  signIn({ balances: [{ currency: 'USD', cash: A_CASH, operatorBonus: '0' }] });
  const api = startApi({ channels: [PIX] });
  api.use({ [apiPath('/payment/address/get')]: addressOfCaller });

  const first = renderWallet('/deposit?currency=USD');
  await openPix();
  expect(await screen.findByText(A_ACCOUNT)).toBeInTheDocument();
  expect(cached()).toContain(A_ACCOUNT);

  // Player A signs out (the host's guard takes the wallet away); player B signs in on the same page.
  act(() => signOut());
  first.unmount();
  expect(cached()).not.toContain(A_ACCOUNT);
  expect(cached()).not.toContain(A_CASH);

  const watch = watchFor(A_ACCOUNT);
  act(() => {
    signInWith(PLAYER_B);
    store.set(currencyListAtom, FAKE_CURRENCIES);
    store.set(walletAtom, { ...store.get(walletAtom), currency: 'USD' });
  });
  expect(store.get(walletAtom).balances).toEqual([]);
  renderWallet('/deposit?currency=USD');
  await openPix();
  expect(await screen.findByText(B_ACCOUNT)).toBeInTheDocument();
  watch.stop();

  expect(watch.seen).toEqual([]);
  expect(screen.queryByText(A_ACCOUNT)).not.toBeInTheDocument();
  expect(cached()).not.toContain(A_ACCOUNT);
  expect(api.callsTo(apiPath('/payment/address/get')).map((call) => call.authorization)).toEqual(['access-token', 'b-access']);
});

it('a second player signing in straight over the first (no sign-out between) is shown only their own account', async () => {
  signIn();
  const api = startApi({ channels: [PIX] });
  api.use({ [apiPath('/payment/address/get')]: addressOfCaller });
  const first = renderWallet('/deposit?currency=USD');
  await openPix();
  expect(await screen.findByText(A_ACCOUNT)).toBeInTheDocument();
  first.unmount();

  const watch = watchFor(A_ACCOUNT);
  act(() => signInWith(PLAYER_B));
  expect(cached()).not.toContain(A_ACCOUNT);
  renderWallet('/deposit?currency=USD');
  await openPix();
  expect(await screen.findByText(B_ACCOUNT)).toBeInTheDocument();
  watch.stop();
  expect(watch.seen).toEqual([]);
});
