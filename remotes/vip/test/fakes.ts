// The Bonus tab's side of the fake platform: the VIP ladder, the claimable rewards and their claims,
// the bonus balance with its lots, and the deposit rewards, kept in memory.
import { fromMinor, toMinor, type EndpointPath, type EndpointRequest, type EndpointResponse } from '@app/contract';
import {
  apiPath,
  bonusForfeitRoute,
  errorResponse,
  fakeBalanceDetails,
  idempotentAnswers,
  jsonResponse,
  openBonusLots,
  type BalanceDetails,
  type BonusLotEntry,
  type FakeRoutes,
} from '@app/api/testing';

type BodyOf<P extends EndpointPath> = EndpointRequest<P>;

type VipSettings = EndpointResponse<'/user/vip/operator/settings/get'>;
type VipLevelEntry = VipSettings['levels'][number];
type VipRewardEntry = EndpointResponse<'/user/vip/reward/claimable/get'>['rewards'][number];
type VipQuote = EndpointResponse<'/user/vip/reward/claim'>;
type VipPaid = EndpointResponse<'/user/vip/reward/claim/confirm'>;
type DepositRewardEntry = EndpointResponse<'/wallet/deposit-reward/user-sequence'>['rewards'][number];

/** A ladder of four levels in US dollars: Bronze from 0, Silver from 1,000, Gold from 5,000, Platinum from 25,000. */
export const FAKE_VIP_LEVELS: VipLevelEntry[] = [
  { level: 0, name: 'Bronze', threshold: '0', benefits: { rakebackPercent: 1, levelUpBonus: '0', weeklyPercent: 0, monthlyPercent: 0 } },
  {
    level: 1,
    name: 'Silver',
    threshold: '1000',
    benefits: { rakebackPercent: 2, levelUpBonus: '10', weeklyPercent: 0.1, monthlyPercent: 0.05 },
  },
  {
    level: 2,
    name: 'Gold',
    threshold: '5000',
    benefits: { rakebackPercent: 5, levelUpBonus: '50', weeklyPercent: 0.2, monthlyPercent: 0.1 },
  },
  {
    level: 3,
    name: 'Platinum',
    threshold: '25000',
    benefits: { rakebackPercent: 8, levelUpBonus: '250', weeklyPercent: 0.25, monthlyPercent: 0.15 },
  },
];

/** A claimable reward: a weekly reward of 12 USD paid 70 % as cash, unless overridden. */
export function fakeVipReward(overrides: Partial<VipRewardEntry> = {}): VipRewardEntry {
  return {
    rewardId: 'reward-1',
    kind: 'weekly',
    currency: 'USD',
    amount: '12',
    baseAmount: '12',
    cashPercent: 70,
    level: 1,
    period: '2026-W05',
    createdAt: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A deposit reward of the welcome ladder in USD: the first deposit matched 100 % up to 500, unless overridden. */
export function fakeDepositReward(overrides: Partial<DepositRewardEntry> = {}): DepositRewardEntry {
  return {
    sequence: 1,
    matchPercent: 100,
    maxBonus: '500',
    minDeposit: '20',
    currency: 'USD',
    wageringMultiplier: 30,
    claimed: false,
    ...overrides,
  };
}

export interface VipRoutesOptions {
  /** Everything the player has wagered, in US dollars (1,200 unless told): the level follows from the ladder. */
  wagered?: string;
  levels?: VipLevelEntry[];
  /** The slider's bounds and the rules of bonus money (30 to 100 % cash, 70 by default, 5× wagering, quotes valid 60 s). */
  settings?: Partial<Omit<VipSettings, 'levels'>>;
  rewards?: VipRewardEntry[];
  /** The player's USD balance and the wagering its bonus money asks for (100 cash, no bonus unless told). */
  balance?: Partial<BalanceDetails>;
  /**
   * The player's bonus lots (none unless told). When given, bonus money moves to cash only from the
   * completed ones, and a lot still wagering may be forfeited.
   */
  lots?: BonusLotEntry[];
  /** The deposit rewards (the welcome ladder of three, none claimed, unless told) and which one the next deposit earns. */
  depositRewards?: DepositRewardEntry[];
  nextSequence?: number | null;
}

/**
 * The Bonus tab's side of the platform, kept in memory: the VIP ladder and the player's level, the
 * claimable rewards with their cash share (within the slider's bounds), claim quotes and their
 * payment (a quote is paid once, whatever the Idempotency-Key; an expired one is refused), the
 * bonus balance with its wagering, the move of bonus money to cash once the wagering is met, and
 * the deposit rewards. Amounts in two decimals (US dollars).
 */
export function vipRoutes(options: VipRoutesOptions = {}) {
  const levels = options.levels ?? FAKE_VIP_LEVELS;
  const settings: VipSettings = {
    levels,
    baseCurrency: 'USD',
    minCashPercent: 30,
    maxCashPercent: 100,
    defaultCashPercent: 70,
    bonusWageringMultiplier: 5,
    bonusExpiryDays: 30,
    bonusContribution: { slots: 100, table: 10, live: 10, originals: 50, sports: 100 },
    bonusMaxStake: null,
    claimQuoteSeconds: 60,
    ...options.settings,
  };
  const rewards = [...(options.rewards ?? [])];
  const quotes = new Map<string, VipQuote>();
  const paid = new Map<string, VipPaid>();
  const idempotent = idempotentAnswers();
  const lots = options.lots?.map((lot) => ({ ...lot }));
  let balance: BalanceDetails = fakeBalanceDetails(options.balance);
  const depositRewards = options.depositRewards ?? [
    fakeDepositReward(),
    fakeDepositReward({ sequence: 2, matchPercent: 50, maxBonus: '300' }),
    fakeDepositReward({ sequence: 3, matchPercent: 25, maxBonus: '200', wageringMultiplier: 35 }),
  ];
  let sequence = 0;
  const minor = (amount: string) => toMinor(amount, 2);
  const decimal = (value: bigint) => fromMinor(value, 2);

  const levelAnswer = (): EndpointResponse<'/user/vip/level/get'> => {
    const wagered = minor(options.wagered ?? '1200');
    const reached = levels.filter((entry) => minor(entry.threshold) <= wagered);
    const level = reached[reached.length - 1] ?? levels[0]!;
    const nextLevel = levels.find((entry) => entry.level === level.level + 1) ?? null;
    const progress = wagered - minor(level.threshold);
    const span = nextLevel ? minor(nextLevel.threshold) - minor(level.threshold) : 0n;
    return {
      level,
      nextLevel,
      wagered: decimal(wagered),
      progress: decimal(progress),
      remaining: nextLevel ? decimal(minor(nextLevel.threshold) - wagered) : '0',
      progressPercent: nextLevel && span > 0n ? Number((progress * 10_000n) / span) / 100 : 100,
      baseCurrency: 'USD',
    };
  };
  const rewardOf = (rewardId: string) => rewards.find((reward) => reward.rewardId === rewardId);

  return {
    [apiPath('/user/vip/operator/settings/get')]: () => jsonResponse(settings),
    [apiPath('/user/vip/level/get')]: () => jsonResponse(levelAnswer()),
    [apiPath('/user/vip/reward/claimable/get')]: () => jsonResponse({ rewards }),
    [apiPath('/user/vip/reward/slider/update')]: (call) => {
      const body = call.body as BodyOf<'/user/vip/reward/slider/update'>;
      const reward = rewardOf(body.rewardId);
      if (!reward) return errorResponse(404, 'VIP_REWARD_NOT_FOUND', { meta: { rewardId: body.rewardId } });
      if (body.cashPercent < settings.minCashPercent || body.cashPercent > settings.maxCashPercent)
        return errorResponse(400, 'VIP_CASH_PERCENT_OUT_OF_BOUNDS', {
          meta: { minCashPercent: settings.minCashPercent, maxCashPercent: settings.maxCashPercent },
        });
      reward.cashPercent = body.cashPercent;
      return jsonResponse({ reward });
    },
    [apiPath('/user/vip/reward/claim')]: (call) => {
      const body = call.body as BodyOf<'/user/vip/reward/claim'>;
      const reward = rewardOf(body.rewardId);
      if (!reward) return errorResponse(409, 'VIP_REWARD_NOT_CLAIMABLE', { meta: { rewardId: body.rewardId } });
      sequence += 1;
      const amount = minor(reward.amount);
      const toCash = (amount * BigInt(reward.cashPercent)) / 100n;
      const toBonus = amount - toCash;
      const quote: VipQuote = {
        claimId: `claim-${sequence}`,
        reward: { ...reward },
        currency: reward.currency,
        amount: decimal(amount),
        toCash: decimal(toCash),
        toBonus: decimal(toBonus),
        wageringRequired: decimal(toBonus * BigInt(settings.bonusWageringMultiplier)),
        cashPercent: reward.cashPercent,
        expiresAt: new Date(Date.now() + settings.claimQuoteSeconds * 1000).toISOString(),
      };
      quotes.set(quote.claimId, quote);
      return jsonResponse(quote);
    },
    [apiPath('/user/vip/reward/claim/confirm')]: (call) => {
      if (!call.request.headers.get('idempotency-key')) return errorResponse(400, 'IDEMPOTENCY_KEY_MISSING');
      const body = call.body as BodyOf<'/user/vip/reward/claim/confirm'>;
      const earlier = paid.get(body.claimId);
      if (earlier) return jsonResponse(earlier);
      const quote = quotes.get(body.claimId);
      if (!quote) return errorResponse(404, 'VIP_CLAIM_NOT_FOUND', { meta: { claimId: body.claimId } });
      if (Date.parse(quote.expiresAt) < Date.now())
        return errorResponse(409, 'VIP_CLAIM_EXPIRED', { meta: { claimId: quote.claimId, expiredAt: quote.expiresAt } });
      const index = rewards.findIndex((reward) => reward.rewardId === quote.reward.rewardId);
      if (index === -1) return errorResponse(409, 'VIP_REWARD_NOT_CLAIMABLE', { meta: { rewardId: quote.reward.rewardId } });
      rewards.splice(index, 1);
      balance = {
        ...balance,
        cash: decimal(minor(balance.cash) + minor(quote.toCash)),
        withdrawable: decimal(minor(balance.withdrawable) + minor(quote.toCash)),
        operatorBonus: decimal(minor(balance.operatorBonus) + minor(quote.toBonus)),
        wageringRequired: decimal(minor(balance.wageringRequired) + minor(quote.wageringRequired)),
      };
      const answer: VipPaid = {
        claimId: quote.claimId,
        reward: quote.reward,
        status: 'claimed',
        currency: quote.currency,
        toCash: quote.toCash,
        toBonus: quote.toBonus,
        balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
        claimedAt: new Date().toISOString(),
      };
      paid.set(quote.claimId, answer);
      return jsonResponse(answer);
    },
    [apiPath('/wallet/balance/details')]: () => jsonResponse({ balance, lots: openBonusLots(lots ?? []) }),
    [apiPath('/wallet/bonus/forfeit')]: bonusForfeitRoute(lots, {
      forfeit: (lot) => {
        balance = {
          ...balance,
          operatorBonus: decimal(minor(balance.operatorBonus) - minor(lot.remaining)),
          wageringRequired: decimal(minor(balance.wageringRequired) - minor(lot.wageringRequired)),
          wageringDone: decimal(minor(balance.wageringDone) - minor(lot.wagered)),
        };
      },
      balanceAfter: () => balance,
    }),
    [apiPath('/wallet/bonus-transfer')]: (call) =>
      idempotent(call, () => {
        const body = call.body as BodyOf<'/wallet/bonus-transfer'>;
        const releasable = lots
          ? lots.filter((lot) => lot.status === 'completed').reduce((sum, lot) => sum + minor(lot.remaining), 0n)
          : minor(balance.wageringDone) < minor(balance.wageringRequired)
            ? 0n
            : minor(balance.operatorBonus);
        let response: Response;
        if (minor(body.amount) > releasable && minor(body.amount) <= minor(balance.operatorBonus)) {
          response = errorResponse(409, 'WAGERING_NOT_COMPLETE', {
            meta: {
              wageringRequired: balance.wageringRequired,
              wageringDone: balance.wageringDone,
              releasable: decimal(releasable),
              currency: balance.currency,
            },
          });
        } else if (minor(body.amount) > minor(balance.operatorBonus)) {
          response = errorResponse(409, 'INSUFFICIENT_FUNDS', { meta: { available: balance.operatorBonus, currency: balance.currency } });
        } else {
          balance = {
            ...balance,
            cash: decimal(minor(balance.cash) + minor(body.amount)),
            withdrawable: decimal(minor(balance.withdrawable) + minor(body.amount)),
            operatorBonus: decimal(minor(balance.operatorBonus) - minor(body.amount)),
          };
          let left = minor(body.amount);
          for (const lot of lots ?? []) {
            if (lot.status !== 'completed' || left <= 0n) continue;
            const taken = minor(lot.remaining) < left ? minor(lot.remaining) : left;
            lot.remaining = decimal(minor(lot.remaining) - taken);
            left -= taken;
          }
          sequence += 1;
          response = jsonResponse({
            balance: { currency: balance.currency, cash: balance.cash, operatorBonus: balance.operatorBonus },
            transactionId: `transfer-${sequence}`,
          });
        }
        return response;
      }),
    [apiPath('/wallet/deposit-reward/user-sequence')]: () =>
      jsonResponse({
        rewards: depositRewards,
        nextSequence:
          options.nextSequence !== undefined ? options.nextSequence : (depositRewards.find((reward) => !reward.claimed)?.sequence ?? null),
      }),
  } satisfies FakeRoutes;
}
