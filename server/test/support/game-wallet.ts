import assert from 'node:assert/strict';
import type { DemoGame, DemoGames } from '../../simulators/demogames/index.ts';
import { createGameLauncher, signWalletBody, WALLET_SIGNATURE_HEADER } from '../../src/game-wallet/index.ts';
import { operatorAdjust, type SignedIn, type TestServer } from '../helpers.ts';

/** The demo provider's slot, as the catalogue launches it. */
export const REEF_RICHES: DemoGame = {
  gameId: 'reef-riches',
  name: 'Reef Riches',
  providerName: 'Demo Games',
  engine: 'slot',
  rtp: '96.50',
  volatility: 'medium',
  minBet: '0.10',
  maxBet: '100.00',
  theme: { colors: ['#0f766e', '#134e4a'] },
  paylines: 20,
};

/** What the seamless wallet answers a provider. */
export type WalletBody = { status: string; code?: string; balance?: string; currency?: string };

/**
 * The launcher of the server's games: the demo provider unless another is given, the session's
 * limits converted at the server's exchange rates unless a rate is given.
 */
export function gameLauncher(server: TestServer, options: { provider?: DemoGames; rate?: (currency: string) => Promise<string> } = {}) {
  return createGameLauncher({
    wallet: server.platform.gameWallet,
    provider: options.provider ?? server.platform.demoGames,
    rate: options.rate ?? (async (currency) => (await server.platform.currencies.exchangeRates('USD', [currency])).rates[currency] ?? '1'),
    decimals: (currency) => server.platform.ledger.decimals(currency),
  });
}

/**
 * A provider's call to the seamless wallet: the body signed with the provider's secret at this
 * second, or with another secret, at another time, or a signature given as it is.
 */
export async function walletCall<T = WalletBody>(
  server: TestServer,
  method: string,
  body: object,
  options: { secret?: string; at?: number; signature?: string } = {},
): Promise<{ status: number; body: T }> {
  const raw = JSON.stringify(body);
  const signature =
    options.signature ??
    signWalletBody(options.secret ?? server.platform.gameProviderSecret, raw, options.at ?? Math.floor(Date.now() / 1000));
  const response = await fetch(`${server.url}/seamless/demogames/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signature },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Cash the operator credits to the player. */
export async function fund(server: TestServer, player: SignedIn, amount: string, currency = 'USD'): Promise<void> {
  const answer = await operatorAdjust(server, { user: player.user.userId, currency, amount });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/** The player's cash, as the wallet shows it. */
export async function cashOf(server: TestServer, player: SignedIn, currency = 'USD'): Promise<string> {
  const answer = await server.post<{ balance: { cash: string } }>('/wallet/balance/details', { currency }, player.accessToken);
  return answer.body.balance.cash;
}
