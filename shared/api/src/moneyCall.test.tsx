import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { balanceFromSocket, store, walletAtom } from '@app/state';
import type { Balance } from '@app/contract';
import { post } from './client.ts';
import { ApiError } from './errors.ts';
import { setNotifier } from './notify.ts';
import { useMoneyCall, type AreaTranslate } from './moneyCall.ts';
import { errorResponse, fakeApi, jsonResponse, type FakeApi, type FakeCall } from './testing/index.ts';

const PLACE = '/v1/sports/bet/place';
const usd = (cash: string): Balance => ({ currency: 'USD', cash, operatorBonus: '0.00' });
const words: AreaTranslate = (key) => (key === 'common.failed' ? 'It did not work.' : 'No answer: check your connection.');

interface Slip {
  selectionId: string;
  stake: string;
}

/** A platform that places a bet once per Idempotency-Key (a replay answers the first result). */
function platform() {
  const placed: string[] = [];
  const answers = new Map<string, unknown>();
  let cash = 100;
  const route = (call: FakeCall) => {
    const key = call.request.headers.get('idempotency-key') ?? '';
    if (!answers.has(key)) {
      const { stake } = call.body as Slip;
      cash -= Number(stake);
      placed.push(key);
      answers.set(key, { bet: { id: `bet-${placed.length}` }, balance: usd(cash.toFixed(2)) });
    }
    return jsonResponse(answers.get(key));
  };
  return { placed, route };
}

function placeBet(slip: Slip, key: string) {
  return post(
    '/sports/bet/place',
    { selections: [{ selectionId: slip.selectionId, odds: '2.00' }], stake: slip.stake, currency: 'USD', oddsChange: 'none' },
    { idempotencyKey: key },
  ) as Promise<{
    bet: { id: string };
    balance: Balance;
  }>;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function renderPlace() {
  return renderHook(() => useMoneyCall(placeBet, { balanceOf: (answer) => answer.balance, t: words }), { wrapper });
}

const keysSent = (api: FakeApi) => api.callsTo(PLACE).map((call) => call.request.headers.get('idempotency-key'));
const slip: Slip = { selectionId: 's-1', stake: '10' };

describe('useMoneyCall', () => {
  let api: FakeApi;
  beforeAll(() => setNotifier(() => undefined));
  beforeEach(() => store.set(walletAtom, (wallet) => ({ ...wallet, balances: [usd('100.00')] })));
  afterEach(() => api.restore());

  it('sends a retry after a lost answer under the same key, so the platform places one bet', async () => {
    const book = platform();
    let lose = true;
    api = fakeApi({
      [PLACE]: (call) => {
        const answer = book.route(call);
        // The bet is placed, but its answer never reaches the page.
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
        return answer;
      },
    });
    const { result } = renderPlace();
    await act(() => expect(result.current.run(slip)).rejects.toThrow(/network error/));
    expect(result.current.failure).toBe('No answer: check your connection.');
    const answer = await act(() => result.current.run(slip));
    expect(answer?.bet.id).toBe('bet-1');
    const [first, second] = keysSent(api);
    expect(second).toBe(first);
    expect(book.placed).toEqual([first]);
    expect(result.current.failure).toBeNull();
  });

  it('keeps the key after a server error or a call still in progress under it', async () => {
    let answer = errorResponse(503, 'SERVICE_UNAVAILABLE');
    api = fakeApi({ [PLACE]: () => answer });
    const { result } = renderPlace();
    await act(() => expect(result.current.run(slip)).rejects.toBeInstanceOf(ApiError));
    answer = errorResponse(409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    await act(() => expect(result.current.run(slip)).rejects.toBeInstanceOf(ApiError));
    answer = jsonResponse({ bet: { id: 'bet-1' }, balance: usd('90.00') });
    await act(() => result.current.run(slip));
    const keys = keysSent(api);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('draws a new key once the answer is known: the same bet placed again is a second bet', async () => {
    const book = platform();
    api = fakeApi({ [PLACE]: book.route });
    const { result } = renderPlace();
    await act(() => result.current.run(slip));
    await act(() => result.current.run(slip));
    const [first, second] = keysSent(api);
    expect(second).not.toBe(first);
    expect(book.placed).toHaveLength(2);
  });

  it('draws a new key after a definite refusal, and for another intent', async () => {
    let refuse = true;
    api = fakeApi({
      [PLACE]: () => (refuse ? errorResponse(400, 'INSUFFICIENT_FUNDS') : jsonResponse({ bet: { id: 'bet-1' }, balance: usd('90.00') })),
    });
    const { result } = renderPlace();
    await act(() => expect(result.current.run(slip)).rejects.toBeInstanceOf(ApiError));
    // The refusal's text is in the toast the client showed; the hook has nothing more to say.
    expect(result.current.failure).toBeNull();
    refuse = false;
    await act(() => result.current.run(slip));
    const lostKey = result.current.keyOf({ ...slip, stake: '20' });
    expect(result.current.keyOf({ ...slip, stake: '20' })).toBe(lostKey);
    const [refused, placed] = keysSent(api);
    expect(placed).not.toBe(refused);
    expect(lostKey).not.toBe(placed);
    expect(result.current.keyOf(slip)).not.toBe(placed);
  });

  it('fetches the queries named again once the money has moved, not after a refusal', async () => {
    let refuse = true;
    api = fakeApi({
      [PLACE]: () => (refuse ? errorResponse(400, 'INSUFFICIENT_FUNDS') : jsonResponse({ bet: { id: 'bet-1' }, balance: usd('90.00') })),
    });
    const client = new QueryClient();
    const invalidated = jest.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useMoneyCall(placeBet, { refresh: () => [['player', 'u1', 'bets']] }), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await act(() => expect(result.current.run(slip)).rejects.toBeInstanceOf(ApiError));
    expect(invalidated).not.toHaveBeenCalled();
    refuse = false;
    await act(() => result.current.run(slip));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['player', 'u1', 'bets'] });
  });

  it('sends one call for a double tap', async () => {
    const book = platform();
    api = fakeApi({ [PLACE]: book.route });
    const { result } = renderPlace();
    await act(async () => {
      const first = result.current.run(slip);
      const second = result.current.run(slip);
      expect(await second).toBeUndefined();
      await first;
    });
    expect(book.placed).toHaveLength(1);
  });

  it('shows the balance the platform answered in the shared wallet, unless the socket spoke since', async () => {
    const book = platform();
    api = fakeApi({ [PLACE]: book.route });
    const { result } = renderPlace();
    await act(() => result.current.run(slip));
    expect(store.get(walletAtom).balances).toEqual([usd('90.00')]);

    api.use({
      [PLACE]: (call) => {
        // A win settles while the bet is on its way: the socket's newer balance stays.
        balanceFromSocket(store, usd('150.00'));
        return book.route(call);
      },
    });
    await act(() => result.current.run(slip));
    expect(store.get(walletAtom).balances).toEqual([usd('150.00')]);
  });
});
