// The players of the soak and the soak's own model of their money. Each player signs up, deposits
// through the demo payment provider (its hosted page; the provider's callback credits it), then
// plays a mix until the deadline: Dice, Limbo, Mines, runs of Dice as an autobet makes them, the
// demo studio's games through the seamless wallet, sports bets and cash-outs, withdrawals (the
// operator loop approves or rejects them), VIP claims, bonus transfers, and now and then signs in
// again. The model counts, in cents, what every acknowledged answer says moved; at the end it must
// equal the balance the server shows.
import { randomUUID } from 'node:crypto';
import { fromMinor, toMinor } from '@app/contract';
import { NoAnswer, sleep, type Answer, type Client } from './client.ts';
import type { StudioRound } from './studio-rounds.ts';

const USD = 2;
const cents = (amount: string | undefined | null) => (amount ? toMinor(amount, USD) : 0n);
const DEPOSIT = '500.00';
/** A player signs in again after this long, within the access token's lifetime (15 minutes by default). */
const SIGN_IN_AGAIN_MS = 10 * 60_000;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export interface PlayerBook {
  email: string;
  token: string;
  instance: number;
  /** What the soak's model says the player holds (cash + bonus), in cents, from the answers it was given. */
  expected: bigint;
  /** Deposits the provider acknowledged (the payer's answer taken): transaction id → amount. */
  deposits: Map<string, string>;
  /** Sports bets placed (acknowledged) and whether the soak cashed them out (the payout it was given). */
  sportsBets: Map<string, { cashedOut?: bigint }>;
  /** Money calls whose answer never came: sent again with the same key at the end to learn what they did. */
  unanswered: Array<{ name: string; path: string; body: unknown; key: string; apply: (answer: Answer<never>) => void }>;
  /** Studio rounds whose answer to the player never came (cannot be replayed: their outcome is read from the bet history at the end). */
  unknownRounds: number;
  /**
   * Every studio round played, with what its answer said the platform acknowledged: the stake taken
   * and the win paid or still owed, the round cancelled (its stake owed back), or no answer.
   */
  studioRounds: StudioRound[];
  /** Actions done, by kind. */
  actions: Map<string, number>;
  /** When the player last signed in (an app signs in again before its access token expires). */
  signedInAt: number;
  /** The deposit rewards offered (the n-th deposit's bonus), as the player was shown them at sign-up. */
  rewards: Array<{ sequence: number; matchPercent: number; maxBonus: string; minDeposit: string; currency: string }>;
}

/** Signs the player in again (a new access token), as an app does before its token expires. */
export async function signIn(client: Client, player: PlayerBook): Promise<void> {
  const signedIn = await client.post<{ accessToken?: string }>(
    'sign in',
    '/v1/user/auth/login',
    { email: player.email, password: 'secret123' },
    { prefer: player.instance },
  );
  if (signedIn.status === 200 && signedIn.body.accessToken) {
    player.token = signedIn.body.accessToken;
    player.signedInAt = Date.now();
  }
}

/** Signs the player in again when the access token is near its end (the checks at the end outlast it). */
export async function freshToken(client: Client, player: PlayerBook): Promise<void> {
  if (Date.now() - player.signedInAt <= SIGN_IN_AGAIN_MS) return;
  try {
    await signIn(client, player);
  } catch (error) {
    // Without an answer the calls that follow say what went wrong.
    if (!(error instanceof NoAnswer)) throw error;
  }
}

/** The live events and their open selections, as the sportsbook lists them (refreshed by the first player to need it). */
class LiveBook {
  #at = 0;
  #selections: Array<{ selectionId: string; odds: string }> = [];
  #loading: Promise<void> | undefined;

  async selection(client: Client): Promise<{ selectionId: string; odds: string } | undefined> {
    if (Date.now() - this.#at > 5000) {
      this.#loading ??= this.#load(client).finally(() => (this.#loading = undefined));
      await this.#loading;
    }
    return this.#selections.length ? pick(this.#selections) : undefined;
  }

  async #load(client: Client): Promise<void> {
    this.#at = Date.now();
    const live = await client.post<{ list?: Array<{ id: string }> }>('sports events', '/v1/sports/events/list', {
      status: 'live',
      pageSize: 20,
    });
    const selections: Array<{ selectionId: string; odds: string }> = [];
    for (const event of (live.body.list ?? []).slice(0, 6)) {
      const detail = await client.post<{ markets?: Array<{ status: string; selections: Array<{ id: string; odds: string }> }> }>(
        'sports event',
        '/v1/sports/event/get',
        { eventId: event.id },
      );
      for (const market of detail.body.markets ?? []) {
        if (market.status === 'open')
          for (const selection of market.selections) selections.push({ selectionId: selection.id, odds: selection.odds });
      }
    }
    this.#selections = selections;
  }
}

/** A studio game as the catalogue lists it: its bet limits in USD (null: the platform's defaults). */
export interface ListedGame {
  gameId: string;
  minBet: string | null;
  maxBet: string | null;
}

export interface StudioGame {
  gameId: string;
  stake: string;
}

/** The platform's limits for a game listed without its own (see src/game-wallet/stake-limits.ts). */
const DEFAULT_MIN_BET = '0.10';
const DEFAULT_MAX_BET = '100.00';
/** What a player stakes on a studio round when the game allows it. */
const USUAL_STAKE = 100n;

/**
 * The stake a player puts on a studio game's round: 1.00 where the game's limits allow it, else
 * its minimum (a high-limit table's 25.00) or its maximum, so that every round is one the studio
 * takes.
 */
export function studioStake(game: ListedGame): string {
  const min = toMinor(game.minBet ?? DEFAULT_MIN_BET, USD);
  const max = toMinor(game.maxBet ?? DEFAULT_MAX_BET, USD);
  const stake = USUAL_STAKE < min ? min : USUAL_STAKE > max ? max : USUAL_STAKE;
  return fromMinor(stake, USD);
}

/**
 * What a studio round's answer says the platform acknowledged (undefined: refused, nothing moved):
 * the stake taken and the win paid (the balance after it is given) or owed (balance null: the
 * studio retries it), or the round cancelled (its bet unanswered: a stake taken is owed back by the
 * studio's rollback, and until that lands the platform rightly holds it).
 */
export function studioRoundOf(
  answer: Answer<{ stake?: string; win?: string; balance?: string | null; code?: string }>,
  sentAt: number,
  stake: bigint,
): StudioRound | undefined {
  if (answer.status === 200 && answer.body.stake !== undefined) {
    return {
      sentAt,
      stake: cents(answer.body.stake),
      win: cents(answer.body.win),
      outcome: answer.body.balance == null ? 'win owed' : 'paid',
    };
  }
  if (answer.body.code === 'ROUND_CANCELLED') return { sentAt, stake, outcome: 'cancelled' };
  // Any other failure of the studio's: whether the round went on is not known.
  if (answer.status >= 500) return { sentAt, stake, outcome: 'no answer' };
  return undefined;
}

export interface MixOptions {
  client: Client;
  /** The studio's games the players play, each with the stake they play it with (within its limits). */
  studioGames: StudioGame[];
  deadline: number;
  /** Each player's pause between two actions, ms (random up to this). */
  thinkMs: number;
}

/** The operator's side: withdrawals waiting are approved (two in three) or rejected, every 2 s until the deadline. */
export async function operatorLoop(
  client: Client,
  token: string,
  owners: Map<string, PlayerBook>,
  deadline: number,
  decided: { approved: number; rejected: number },
): Promise<void> {
  while (Date.now() < deadline + 3000) {
    await sleep(2000);
    try {
      // The whole queue, page after page: a page of others' withdrawals at its head never hides the soak's.
      let cursor: string | undefined;
      do {
        const queue = await client.post<{
          withdrawals?: Array<{ transactionId: string; amount: string; status: string }>;
          nextCursor?: string | null;
        }>('operator withdrawals list', '/operator/withdrawals/list', { limit: 50, ...(cursor ? { cursor } : {}) }, { token });
        cursor = queue.body.nextCursor ?? undefined;
        await decide(queue.body.withdrawals ?? []);
      } while (cursor && Date.now() < deadline + 3000);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
    }
  }

  async function decide(withdrawals: Array<{ transactionId: string; amount: string }>): Promise<void> {
    for (const withdrawal of withdrawals) {
      const owner = owners.get(withdrawal.transactionId);
      if (!owner) continue;
      if (Math.random() < 2 / 3) {
        const approved = await client.post(
          'operator withdrawal approve',
          '/operator/withdrawals/approve',
          { transactionId: withdrawal.transactionId },
          { token },
        );
        if (approved.status === 200) decided.approved += 1;
      } else {
        const rejected = await client.post<{ transaction?: { amount: string } }>(
          'operator withdrawal reject',
          '/operator/withdrawals/reject',
          { transactionId: withdrawal.transactionId, reason: 'Soak review' },
          { token },
        );
        if (rejected.status === 200) {
          decided.rejected += 1;
          // The amount held goes back to the player.
          const amount = cents(rejected.body.transaction?.amount ?? '0');
          owner.expected += amount < 0n ? -amount : amount;
        }
      }
    }
  }
}

export class Mix {
  readonly players: PlayerBook[] = [];
  /** Withdrawal transaction id → its player (for the operator's decisions). */
  readonly withdrawalOwners = new Map<string, PlayerBook>();
  readonly #options: MixOptions;
  readonly #live = new LiveBook();

  constructor(options: MixOptions) {
    this.#options = options;
  }

  get client(): Client {
    return this.#options.client;
  }

  /** A new player, signed up and with a first deposit made; joins `players`. */
  async signUp(index: number): Promise<PlayerBook> {
    const email = `soak.${index}.${randomUUID().slice(0, 8)}@example.com`;
    const instance = index % this.client.urls.length;
    const registered = await this.client.post<{ accessToken?: string }>(
      'sign up',
      '/v1/user/auth/register',
      { email, password: 'secret123', currency: 'USD' },
      { prefer: instance },
    );
    if (registered.status !== 200 || !registered.body.accessToken) throw new Error(`sign-up refused: ${JSON.stringify(registered.body)}`);
    const player: PlayerBook = {
      email,
      token: registered.body.accessToken,
      instance,
      expected: 0n,
      deposits: new Map(),
      sportsBets: new Map(),
      unanswered: [],
      unknownRounds: 0,
      studioRounds: [],
      actions: new Map(),
      signedInAt: Date.now(),
      rewards: [],
    };
    const rewards = await this.client.post<{ rewards?: PlayerBook['rewards'] }>(
      'deposit rewards',
      '/v1/wallet/deposit-reward/user-sequence',
      {},
      { token: player.token, prefer: instance },
    );
    player.rewards = rewards.body.rewards ?? [];
    this.players.push(player);
    await this.deposit(player);
    return player;
  }

  /** Plays until the deadline. */
  async play(player: PlayerBook): Promise<void> {
    const { deadline, thinkMs } = this.#options;
    while (Date.now() < deadline) {
      const roll = Math.random();
      const stale = Date.now() - player.signedInAt > SIGN_IN_AGAIN_MS;
      const action = stale
        ? 'sign in'
        : roll < 0.22
          ? 'dice'
          : roll < 0.34
            ? 'limbo'
            : roll < 0.4
              ? 'autobet'
              : roll < 0.5
                ? 'mines'
                : roll < 0.66
                  ? 'studio round'
                  : roll < 0.8
                    ? 'sports bet'
                    : roll < 0.85
                      ? 'sports cash-out'
                      : roll < 0.88
                        ? 'withdrawal'
                        : roll < 0.92
                          ? 'vip claim'
                          : roll < 0.95
                            ? 'bonus transfer'
                            : roll < 0.97
                              ? 'sign in'
                              : 'balance';
      player.actions.set(action, (player.actions.get(action) ?? 0) + 1);
      try {
        await this.#act(player, action);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
      }
      await sleep(Math.random() * thinkMs);
    }
  }

  async #act(player: PlayerBook, action: string): Promise<void> {
    switch (action) {
      case 'dice':
        await this.#original(player, 'dice', '/v1/originals/dice/bet', {
          currency: 'USD',
          amount: '1.00',
          target: '49.50',
          condition: pick(['under', 'over']),
        });
        return;
      case 'limbo':
        await this.#original(player, 'limbo', '/v1/originals/limbo/bet', {
          currency: 'USD',
          amount: '0.50',
          target: pick(['1.50', '2.00', '10.00']),
        });
        return;
      case 'autobet':
        // An autobet's run: the same bet again and again, stopped early by a loss streak.
        for (let bet = 0, losses = 0; bet < 10 && losses < 3 && Date.now() < this.#options.deadline; bet += 1) {
          const won = await this.#original(player, 'autobet dice', '/v1/originals/dice/bet', {
            currency: 'USD',
            amount: '0.20',
            target: '66.00',
            condition: 'under',
          });
          losses = won === false ? losses + 1 : 0;
        }
        return;
      case 'mines':
        return this.#mines(player);
      case 'studio round':
        return this.#studioRound(player);
      case 'sports bet':
        return this.#sportsBet(player);
      case 'sports cash-out':
        return this.#cashOut(player);
      case 'withdrawal':
        return this.#withdraw(player);
      case 'vip claim':
        return this.#vipClaim(player);
      case 'bonus transfer':
        return this.#bonusTransfer(player);
      case 'sign in':
        return signIn(this.client, player);
      default: {
        await this.client.post(
          'balance',
          '/v1/wallet/balance/details',
          { currency: 'USD' },
          { token: player.token, prefer: player.instance },
        );
      }
    }
  }

  /** A money call whose answer, if it never comes, is asked for again at the end with the same key. */
  async #money<T>(
    player: PlayerBook,
    name: string,
    path: string,
    body: unknown,
    apply: (answer: Answer<T>) => void,
  ): Promise<Answer<T> | undefined> {
    const key = randomUUID();
    try {
      const answer = await this.client.post<T>(name, path, body, { token: player.token, key, prefer: player.instance });
      apply(answer);
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      player.unanswered.push({ name, path, body, key, apply: apply as (answer: Answer<never>) => void });
      return undefined;
    }
  }

  /** Deposits when the balance runs low; answers whether the bet can go on. */
  async #refill(player: PlayerBook, answer: Answer<{ reason?: string }> | undefined): Promise<void> {
    if (answer?.body.reason === 'INSUFFICIENT_FUNDS' || answer?.body.reason === 'INSUFFICIENT_BALANCE') await this.deposit(player);
  }

  /** A Dice or Limbo bet: its stake out, its payout in. Answers whether it won (undefined without an answer). */
  async #original(player: PlayerBook, name: string, path: string, body: object): Promise<boolean | undefined> {
    const answer = await this.#money<{ bet?: { amount: string; payout: string }; won?: boolean; reason?: string }>(
      player,
      name,
      path,
      body,
      (got) => {
        if (got.status === 200 && got.body.bet) player.expected += cents(got.body.bet.payout) - cents(got.body.bet.amount);
      },
    );
    await this.#refill(player, answer);
    return answer?.status === 200 ? answer.body.won : undefined;
  }

  async #mines(player: PlayerBook): Promise<void> {
    type Round = { round?: { roundId: string; status: string; revealed: number[]; amount: string; payout: string }; reason?: string };
    let round = (
      await this.client.post<Round>('mines active', '/v1/originals/mines/active', {}, { token: player.token, prefer: player.instance })
    ).body.round;
    if (!round) {
      const started = await this.#money<Round>(
        player,
        'mines start',
        '/v1/originals/mines/start',
        { currency: 'USD', amount: '1.00', mines: 3 },
        (got) => {
          if (got.status === 200 && got.body.round) player.expected -= cents(got.body.round.amount);
        },
      );
      await this.#refill(player, started);
      round = started?.body.round;
    }
    const reveals = 1 + Math.floor(Math.random() * 3);
    for (let tile = 0, revealed = 0; round?.status === 'active' && revealed < reveals && tile < 25; tile += 1) {
      if (round.revealed.includes(tile)) continue;
      const answer = await this.client.post<Round>(
        'mines reveal',
        '/v1/originals/mines/reveal',
        { roundId: round.roundId, tile },
        { token: player.token, prefer: player.instance },
      );
      if (answer.status !== 200 || !answer.body.round) return;
      round = answer.body.round;
      revealed += 1;
    }
    if (round?.status === 'active' && round.revealed.length > 0) {
      await this.#money<Round>(player, 'mines cash-out', '/v1/originals/mines/cashout', { roundId: round.roundId }, (got) => {
        if (got.status === 200 && got.body.round?.status === 'cashed_out') player.expected += cents(got.body.round.payout);
      });
    }
  }

  /** One round of a studio game: the player's page asks the studio, the studio calls the seamless wallet. */
  async #studioRound(player: PlayerBook): Promise<void> {
    const game = pick(this.#options.studioGames);
    const launched = await this.client.post<{ launchUrl?: string; reason?: string }>(
      'studio launch',
      '/v1/game/create-session',
      { gameId: game.gameId, currency: 'USD' },
      { token: player.token, prefer: player.instance },
    );
    const session = launched.body.launchUrl ? new URL(launched.body.launchUrl, 'http://studio.invalid').searchParams.get('session') : null;
    if (!session) return;
    const stake = cents(game.stake);
    for (let spin = 0; spin < 3; spin += 1) {
      let answer: Answer<{ stake?: string; win?: string; balance?: string | null; code?: string }>;
      const sentAt = Date.now();
      try {
        // The studio's own API has no idempotency key: a lost answer is not sent again.
        answer = await this.client.post(
          'studio round',
          '/demogames/api/play',
          { session, stake: game.stake, side: 'player', picks: [1, 2, 3] },
          { prefer: player.instance, retries: 0 },
        );
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        player.unknownRounds += 1;
        player.studioRounds.push({ sentAt, stake, outcome: 'no answer' });
        return;
      }
      const round = studioRoundOf(answer, sentAt, stake);
      if (round) player.studioRounds.push(round);
      if (round?.outcome === 'paid' || round?.outcome === 'win owed') {
        // The stake is taken and the win paid, or owed (the studio retries it until the platform takes it).
        player.expected += round.win! - round.stake;
      } else {
        if (answer.body.code === 'INSUFFICIENT_FUNDS') await this.deposit(player);
        return;
      }
    }
  }

  async #sportsBet(player: PlayerBook): Promise<void> {
    const selection = await this.#live.selection(this.client);
    if (!selection) return;
    const answer = await this.#money<{ bet?: { id: string; stake: string }; reason?: string }>(
      player,
      'sports bet',
      '/v1/sports/bet/place',
      { selections: [selection], stake: '2.00', currency: 'USD', oddsChange: 'any' },
      (got) => {
        if (got.status === 200 && got.body.bet) {
          player.expected -= cents(got.body.bet.stake);
          player.sportsBets.set(got.body.bet.id, {});
        }
      },
    );
    await this.#refill(player, answer);
  }

  async #cashOut(player: PlayerBook): Promise<void> {
    const open = [...player.sportsBets].filter(([, bet]) => bet.cashedOut === undefined).map(([id]) => id);
    if (!open.length) return;
    const betId = pick(open);
    const quote = await this.client.post<{ offer?: string }>(
      'sports cash-out quote',
      '/v1/sports/bet/cashout/quote',
      { betId },
      { token: player.token, prefer: player.instance },
    );
    if (quote.status !== 200 || !quote.body.offer) return;
    await this.#money<{ bet?: { payout: string; status: string } }>(
      player,
      'sports cash-out',
      '/v1/sports/bet/cashout',
      { betId, offer: quote.body.offer },
      (got) => {
        if (got.status === 200 && got.body.bet?.status === 'cashed_out') {
          const payout = cents(got.body.bet.payout);
          player.expected += payout;
          player.sportsBets.set(betId, { cashedOut: payout });
        }
      },
    );
  }

  async #withdraw(player: PlayerBook): Promise<void> {
    await this.#money<{ transaction?: { transactionId: string; amount: string } }>(
      player,
      'withdrawal',
      '/v1/review/withdraw',
      { channelId: 'usd-fiat-withdraw', currency: 'USD', amount: '20.00' },
      (got) => {
        if (got.status === 200 && got.body.transaction) {
          const amount = cents(got.body.transaction.amount);
          player.expected -= amount < 0n ? -amount : amount;
          this.withdrawalOwners.set(got.body.transaction.transactionId, player);
        }
      },
    );
  }

  async #vipClaim(player: PlayerBook): Promise<void> {
    const claimable = await this.client.post<{ rewards?: Array<{ rewardId?: string; id?: string }> }>(
      'vip claimable',
      '/v1/user/vip/reward/claimable/get',
      {},
      { token: player.token, prefer: player.instance },
    );
    const reward = claimable.body.rewards?.[0];
    const rewardId = reward?.rewardId ?? reward?.id;
    if (!rewardId) return;
    const quote = await this.client.post<{ claimId?: string }>(
      'vip claim',
      '/v1/user/vip/reward/claim',
      { rewardId },
      { token: player.token, prefer: player.instance },
    );
    if (quote.status !== 200 || !quote.body.claimId) return;
    await this.#money<{ toCash?: string; toBonus?: string }>(
      player,
      'vip claim confirm',
      '/v1/user/vip/reward/claim/confirm',
      { claimId: quote.body.claimId },
      (got) => {
        if (got.status === 200) player.expected += cents(got.body.toCash) + cents(got.body.toBonus);
      },
    );
  }

  async #bonusTransfer(player: PlayerBook): Promise<void> {
    const details = await this.client.post<{ balance?: { operatorBonus: string } }>(
      'balance',
      '/v1/wallet/balance/details',
      { currency: 'USD' },
      { token: player.token, prefer: player.instance },
    );
    const bonus = cents(details.body.balance?.operatorBonus);
    // Bonus money moves to cash once wagered: the total stays the same either way.
    await this.#money(
      player,
      'bonus transfer',
      '/v1/wallet/bonus-transfer',
      { currency: 'USD', amount: fromMinor(bonus > 0n ? bonus : 100n, USD) },
      () => undefined,
    );
  }

  /** The bonus the n-th deposit earns, as the rewards shown say (a share of it up to a cap, from a minimum). */
  #reward(player: PlayerBook, sequence: number, amount: bigint): bigint {
    const reward = player.rewards.find((candidate) => candidate.sequence === sequence && candidate.currency === 'USD');
    if (!reward || amount < cents(reward.minDeposit)) return 0n;
    const share = (amount * BigInt(reward.matchPercent)) / 100n;
    return share < cents(reward.maxBonus) ? share : cents(reward.maxBonus);
  }

  /** A deposit through the provider's hosted page: started by the player, paid by the payer, credited by the provider's callback. */
  async deposit(player: PlayerBook): Promise<void> {
    const started = await this.#money<{ transaction?: { transactionId: string }; redirectUrl?: string }>(
      player,
      'deposit',
      '/v1/payment/deposit/initiate',
      { channelId: 'usd-fiat-deposit', currency: 'USD', amount: DEPOSIT },
      () => undefined,
    );
    if (started?.status !== 200 || !started.body.redirectUrl || !started.body.transaction) return;
    const page = new URL(started.body.redirectUrl, 'http://provider.invalid');
    const paid = await this.client.post(
      'deposit pay (provider page)',
      page.pathname,
      { action: 'pay' },
      { prefer: player.instance, form: true },
    );
    if (paid.status === 303) {
      player.expected += cents(DEPOSIT) + this.#reward(player, player.deposits.size + 1, cents(DEPOSIT));
      player.deposits.set(started.body.transaction.transactionId, DEPOSIT);
    }
  }
}
