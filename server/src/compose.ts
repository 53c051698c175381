import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OPERATOR_DASHBOARD_THROTTLE_MS, type AreaName } from '@app/contract';
import { createAudit, type Audit } from './audit/index.ts';
import { BetGames, createBets, type Bets } from './bets/index.ts';
import { createAuth, seedDemoPlayer, SessionCache, type Auth } from './auth/index.ts';
import { createCards, type Cards } from './cards/index.ts';
import type { ServerConfig } from './config.ts';
import { createBonus, seedBonus, type Bonus } from './bonus/index.ts';
import { BASE_CURRENCY, createCurrencies, seedCurrencies, type Currencies } from './currencies/index.ts';
import { createGames, seedGames, type Games } from './games/index.ts';
import { createGameLauncher, createGameWallet, type GameWallet } from './game-wallet/index.ts';
import { createKyc, type Kyc } from './kyc/index.ts';
import { createLedger, seedDemoBalances, type Ledger } from './ledger/index.ts';
import { createMaintenance, type MaintenanceStore } from './maintenance/index.ts';
import { createAlerts, createOperator, type OperatorHandlers } from './operator/index.ts';
import { createOriginals, realMoneyGate, seedOriginalsLimits, type OriginalsDomain, type OriginalsLimitRow } from './originals/index.ts';
import { createPayments, type Payments } from './payments/index.ts';
import { createPaymentChannels, seedChannels, type PaymentChannels } from './payment-channels/index.ts';
import { openInfrastructure, type Infrastructure } from './platform/index.ts';
import { holdLeadership, type Leadership } from './platform/leader.ts';
import { throttleByKey } from './platform/throttle.ts';
import { InstanceCache } from './platform/instance-cache.ts';
import { SETTINGS_MAX_AGE_MS } from './platform/operator-settings.ts';
import { loadOrCreateSecret } from './platform/secrets.ts';
import { readRemotesConfig } from './http/remotes-config.ts';
import { createReleases, type Releases } from './releases/index.ts';
import { createResponsibleGambling, type ResponsibleGambling } from './responsible-gambling/index.ts';
import { createSettings, type AccountSettingsStore } from './settings/index.ts';
import { createSports, seedSports, settlementSweep, SPORTSBOOK_GAME_ID, takeUpFeed, type SportsDomain } from './sports/index.ts';
import { createStaff, type Staff } from './staff/index.ts';
import { createUsers, findUserOrFail, type Users } from './users/index.ts';
import { createVip, seedVip, VIP_BASE_CURRENCY, type Vip } from './vip/index.ts';
import { createAdjustments, createBalanceUpdates, createWallet, type Wallet } from './wallet/index.ts';
// The third parties this repository plays for the demo (server/simulators), started in this process.
import { createDemoGames, migrateDemoGames, type DemoGames, type DemoGamesTables } from '../simulators/demogames/index.ts';
import { createDemoPay, migrateDemoPay, type DemoPay, type DemoPayTables } from '../simulators/demopay/index.ts';
import { createSportsFeed, type SportsFeed } from '../simulators/odds-feed/index.ts';

/** The infrastructure and every domain built on it: what the app and the operator CLI run on. */
export interface Platform extends Infrastructure {
  config: ServerConfig;
  accountSettings: AccountSettingsStore;
  maintenance: MaintenanceStore;
  currencies: Currencies;
  ledger: Ledger;
  wallet: Wallet;
  users: Users;
  auth: Auth;
  /** The sessions of signed-in calls kept on this instance. */
  sessionCache: SessionCache;
  operator: OperatorHandlers;
  /** The operator audit: every operator change, recorded in its transaction. */
  audit: Audit;
  /** The operator's staff: their accounts, sign-in and sessions. */
  staff: Staff;
  releases: Releases;
  cards: Cards;
  channels: PaymentChannels;
  payments: Payments;
  bonus: Bonus;
  /** The VIP programme: levels from wagering, rakeback and the rewards a player claims. */
  vip: Vip;
  responsibleGambling: ResponsibleGambling;
  kyc: Kyc;
  /** Every bet on a game: the writer (the one way a stake, a win or a refund moves money) and the history. */
  bets: Bets;
  /** The demo game provider (server/simulators/demogames: a third party of its own, as a studio deployed apart). */
  demoGames: DemoGames;
  /** The seamless wallet the game provider calls (stakes, wins, rollbacks). */
  gameWallet: GameWallet;
  /** The secret the game provider's wallet calls are signed with. */
  gameProviderSecret: string;
  /** The casino catalogue: the lobby, a game's page, favourites, recently played, opening a game. */
  games: Games;
  /** The provably fair originals (dice, limbo, mines, plinko). */
  originals: OriginalsDomain;
  /** The sportsbook: events and markets from the odds feed, live topics, bets, settlement and cash-out. */
  sports: SportsDomain;
  /** The simulated odds feed (server/simulators/odds-feed, as a feed deployed apart would be); it ticks once the server listens. */
  sportsFeed: SportsFeed;
  /** Whether this instance runs the feed (one per deployment: see the composition below). */
  sportsTicker: Leadership;
  /** The demo payment provider (server/simulators/demopay, as a provider deployed apart). */
  demoPay: DemoPay;
  /** The secret the provider's callbacks are signed with. */
  paymentWebhookSecret: string;
  /** Tells the platform where it listens (the provider's callbacks go there unless PAYMENT_CALLBACK_URL says otherwise). */
  listening(origin: string): void;
  /** The token the operator API accepts (OPERATOR_TOKEN, or one made up for this run). */
  operatorToken: string;
  /** Tells the dashboard how to count the realtime sockets this instance holds (the app, once its socket server exists). */
  countSockets(counter: () => number | null): void;
}

/**
 * The composition root: opens the infrastructure (migrating the database), builds each domain with
 * the narrow dependencies it asks for, and has each domain seed its own data.
 */
export async function createPlatform(config: ServerConfig, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<Platform> {
  const infrastructure = await openInfrastructure(config, log);
  const { database, bus, limiter, mail, operatorSettings } = infrastructure;
  const { db } = database;
  const closers: Array<() => Promise<void>> = [];
  try {
    await seedCurrencies(db);
    const accountSettings = createSettings({ operatorSettings });
    const maintenance = createMaintenance({ operatorSettings });
    const currencies = createCurrencies({ db });
    const ledger = createLedger({ db, currencies });
    // The ledger reports the player balances each transfer moved; the wallet tells the players.
    const balanceUpdates = createBalanceUpdates({ ledger, bus });
    const stopBalanceUpdates = ledger.onMoved((moved) => balanceUpdates.publish(moved));
    closers.push(async () => stopBalanceUpdates());
    const bonus = createBonus({
      db,
      ledger,
      // The highest stake while bonus money is wagering is set in US dollars.
      rate: async (currency, executor) => (await currencies.exchangeRates(VIP_BASE_CURRENCY, [currency], executor)).rates[currency],
    });
    // Sign-in owns the sessions a time-out ends or a session-time limit shortens (made just below).
    const signIn: { auth?: Pick<Auth, 'revokeAllSessions' | 'applySessionLimit'> } = {};
    const responsibleGambling = createResponsibleGambling({
      db,
      decimals: (currency) => ledger.decimals(currency),
      sessions: {
        excluded: async (userId) => signIn.auth?.revokeAllSessions(userId, 'exclusion'),
        limited: async (userId, minutes) => signIn.auth?.applySessionLimit(userId, minutes),
      },
    });
    await seedBonus({ db, currencies });
    const wallet = createWallet({ ledger, currencies, bonus });
    // Bonus money whose time has run out goes back to the house (also on a move to cash, and by the operator's command).
    const bonusSweep = setInterval(() => {
      bonus.expireDue().catch((error: unknown) => log.warn(`Expiring bonus money failed: ${String(error)}`));
    }, config.bonusExpirySweepMs);
    bonusSweep.unref();
    closers.push(async () => clearInterval(bonusSweep));
    const users = createUsers({ db, settings: accountSettings, currencies, ledger, bus });
    const audit = createAudit({ db, findPlayer: (ref) => users.find(ref) });
    await seedVip({ db });
    // A bet's game: its house edge and kind, learnt from the catalogue and the book once they are made (below).
    const betGames = new BetGames({ originalsHouseEdge: config.originalsHouseEdge, sportsGameId: SPORTSBOOK_GAME_ID });
    const vip = createVip({
      db,
      ledger,
      bonus,
      // The base currency is worth one of itself: no rate to read for it.
      rate: async (currency, executor) =>
        currency === VIP_BASE_CURRENCY ? '1' : (await currencies.exchangeRates(VIP_BASE_CURRENCY, [currency], executor)).rates[currency],
      houseEdge: (bet) => betGames.houseEdge(bet),
      setVipLevel: (userId, level, executor) => users.setVipLevel(userId, level, executor),
    });
    const bets = createBets({ db, ledger, currencies, limits: responsibleGambling.limits, bonus, vip, games: betGames });
    const tokenSecret = config.tokenSecret ?? (await loadOrCreateSecret(db, 'access-token-key'));
    // Kept on every instance as the operator's settings are (see SessionCache for the bounds).
    const sessionCache = new SessionCache(bus, { ownsDatabase: database.engine === 'pglite' });
    closers.push(async () => sessionCache.close());
    const auth = createAuth({
      db,
      config,
      settings: accountSettings,
      users,
      currencies,
      bus,
      mail,
      limiter,
      operatorSettings,
      sessionCache,
      tokenSecret,
      sessionLimitMinutes: (userId) => responsibleGambling.tools.sessionLimitMinutes(userId),
    });
    signIn.auth = auth;
    if (config.seedDemo) {
      const demoPlayer = await seedDemoPlayer(db, users);
      if (demoPlayer) await seedDemoBalances(ledger, demoPlayer);
    }
    // The back office's live figures: the dashboard told that money moved, an area's release health
    // that it changed, each at most once per OPERATOR_DASHBOARD_THROTTLE_MS on this instance.
    const operatorEvents = throttleByKey<string>(
      OPERATOR_DASHBOARD_THROTTLE_MS,
      async (key) => {
        if (key === 'dashboard') {
          await bus.publishTopic('operator.dashboard', { m: 'operator.dashboard.changed', p: { at: new Date().toISOString() } });
          return;
        }
        const area = key.slice('area:'.length) as AreaName;
        await bus.publishTopic('operator.releases', { m: 'operator.release.health', p: { area, figures: await releases.health(area) } });
      },
      (error) => log.warn(`A back office event failed: ${String(error)}`),
    );
    closers.push(async () => operatorEvents.stop());
    const stopDashboardEvents = ledger.onMoved(async () => operatorEvents.call('dashboard'));
    closers.push(async () => stopDashboardEvents());
    const releases = createReleases({
      onHealth: (area) => operatorEvents.call(`area:${area}`),
      db,
      audit,
      releasesDir: config.releasesDir,
      baseRemotesConfig: () => readRemotesConfig(config),
      guard: {
        maxFailureRate: config.canaryMaxFailureRate,
        minLoads: config.canaryMinLoads,
        minFailingVisitors: config.canaryMinFailingVisitors,
        reportsPerAddress: config.healthReportsPerAddress,
      },
      limiter,
      log,
    });
    const cards = createCards({
      db,
      fingerprintKey: config.bankCardFingerprintKey ?? (await loadOrCreateSecret(db, 'bank-card-fingerprint-key')),
    });
    await seedChannels({ db, currencies });
    const channels = createPaymentChannels({ db, currencies });
    const paymentWebhookSecret = config.paymentWebhookSecret ?? (await loadOrCreateSecret(db, 'payment-webhook-secret'));
    // Each simulator keeps its own tables in the same database, migrated by itself as it starts.
    const schema = config.databaseSchema ?? 'public';
    const demoPayDb = db.withTables<DemoPayTables>();
    await migrateDemoPay({ db: demoPayDb, schema });
    const demoPay = createDemoPay({
      db: demoPayDb,
      secret: async () => paymentWebhookSecret,
      settleDelayMs: config.demoPaySettleDelayMs,
      log,
    });
    closers.push(() => demoPay.close());
    let origin = 'http://127.0.0.1';
    const callbackUrl = () => config.paymentCallbackUrl ?? `${origin}/payment-callbacks/demopay`;
    const payments = createPayments({
      db,
      ledger,
      bus,
      channels,
      cards,
      settings: accountSettings,
      provider: { name: 'demopay', open: (payment) => demoPay.open(payment) },
      callbackUrl,
      onDepositSettled: (tx, deposit) => bonus.onDepositSettled(tx, deposit),
      depositGuard: {
        assertNotExcluded: (userId) => responsibleGambling.tools.assertNotExcluded(userId),
        count: (tx, userId, currency, amount, at) => responsibleGambling.limits.count(tx, userId, 'deposit', currency, amount, at),
      },
    });
    const kyc = createKyc({ db, dir: config.kycDir, users, bus });
    await seedOriginalsLimits({ db, currencies });
    const playGate = realMoneyGate({
      settings: () => accountSettings.get(),
      hasSettledDeposit: (userId) => payments.store.hasSettledDeposit(userId),
    });
    // Each currency's limits are written only at start (seedOriginalsLimits): kept on every instance once read.
    const originalsLimits = new InstanceCache<OriginalsLimitRow | undefined>(bus, {
      ownsDatabase: database.engine === 'pglite',
      maxAgeMs: SETTINGS_MAX_AGE_MS,
    });
    closers.push(async () => originalsLimits.close());
    const originals = createOriginals({
      db,
      limitsCache: originalsLimits,
      houseEdge: config.originalsHouseEdge,
      bets: bets.writer,
      decimals: (currency) => ledger.decimals(currency),
      assertNotExcluded: (userId) => responsibleGambling.tools.assertNotExcluded(userId),
      gate: playGate,
    });
    // SPORTS_MARGIN_PERCENT is the margin a new book starts with; the operator's setting from then on.
    await seedSports({ db, currencies, marginPercent: config.sportsMarginPercent });
    const sports = createSports({
      db,
      bets: bets.writer,
      bus,
      decimals: (currency, executor) => ledger.decimals(currency, executor),
      balance: async (userId, currency, executor) => (await ledger.balances(userId, currency, executor))[0],
      assertNotExcluded: (userId) => responsibleGambling.tools.assertNotExcluded(userId),
      gate: playGate,
      log,
      settleBatch: config.sportsSettleBatch,
    });
    closers.push(async () => sports.close());
    // The book's margin prices the feed's odds and is the house edge the VIP programme's rakeback
    // reads for a sports bet: both follow the operator's setting, from any instance (the bus).
    const marginBp = await sports.operator.refresh();
    betGames.sportsMargin(marginBp);
    const sportsFeed = createSportsFeed({
      sink: sports.book,
      seed: config.sportsFeedSeed,
      margin: marginBp / 10_000,
      tickMs: config.sportsFeedTickMs,
      suspendMs: config.sportsFeedSuspendMs,
      log,
    });
    closers.push(() => sportsFeed.stop());
    const stopFollowingMargin = sports.operator.onMargin((margin) => {
      sportsFeed.setMargin(margin / 10_000);
      betGames.sportsMargin(margin);
    });
    closers.push(async () => stopFollowingMargin());
    // One instance of a deployment runs the feed (a Postgres advisory lock; on the embedded database,
    // this one): it takes up the book's open events, or publishes the programme, and ticks once the
    // server listens. The others serve the book; one of them takes the feed over if the runner goes.
    let serving = false;
    // Bets left open on events already over (a result is written before its bets are settled, and a
    // stop, a database restart or a failed batch may come in between) are settled by the instance
    // that runs the feed: just after it takes the feed up (the live odds first), then every
    // sportsSettleSweepMs.
    const leftovers = settlementSweep({
      settle: () => sports.book.settleLeftovers(),
      everyMs: config.sportsSettleSweepMs,
      onError: (error) => log.warn(`Settling the bets left open on events that are over failed (tried again later): ${String(error)}`),
    });
    const sportsTicker = await holdLeadership({
      url: database.engine === 'postgres' ? config.databaseUrl : undefined,
      schema,
      name: 'sports-feed',
      onLead: () =>
        takeUpFeed({
          refresh: () => sports.operator.refresh(),
          prime: () => sportsFeed.prime(),
          startFeed: () => {
            if (serving) sportsFeed.start();
          },
          sweep: leftovers,
        }),
      onLose: async () => {
        await leftovers.stop();
        await sportsFeed.stop();
      },
      onError: (error) => log.warn(`The sports feed's lock: ${error.message}`),
    });
    closers.push(() => sportsTicker.close());
    const gameProviderSecret = config.gameProviderSecret ?? (await loadOrCreateSecret(db, 'game-provider-secret'));
    const alerts = createAlerts({ db, log });
    const gameWallet = createGameWallet({
      db,
      provider: 'demogames',
      // The house's per-bet cap in a currency (the originals' max win) bounds a round's wins too.
      houseCap: originals.games,
      alert: (alert) => alerts.raise(alert),
      bets: bets.writer,
      ledger,
      assertNotExcluded: (userId) => responsibleGambling.tools.assertNotExcluded(userId),
    });
    // A game session ends with the account session it was opened in (sign-out, exclusion, reuse).
    const stopEndingGameSessions = bus.onNotice((notice) => {
      if (notice.type !== 'session.revoked') return;
      gameWallet
        .accountSessionEnded(notice.userId, notice.sessionId)
        .catch((error: unknown) => log.warn(`Ending game sessions failed: ${String(error)}`));
    });
    closers.push(async () => stopEndingGameSessions());
    const demoGamesDb = db.withTables<DemoGamesTables>();
    await migrateDemoGames({ db: demoGamesDb, schema });
    const demoGames = createDemoGames({
      db: demoGamesDb,
      secret: async () => gameProviderSecret,
      walletUrl: () => config.gameWalletUrl ?? `${origin}/seamless/demogames`,
      log,
    });
    closers.push(() => demoGames.close());
    const gameLauncher = createGameLauncher({
      wallet: gameWallet,
      provider: demoGames,
      rate: async (currency) => (await currencies.exchangeRates('USD', [currency])).rates[currency] ?? '1',
      decimals: (currency) => ledger.decimals(currency),
    });
    await seedGames({ db });
    const games = createGames({
      db,
      launcher: gameLauncher,
      bets: bets.history,
      gates: {
        settings: () => accountSettings.get(),
        assertNotExcluded: (userId) => responsibleGambling.tools.assertNotExcluded(userId),
        hasDeposited: (userId) => payments.store.hasSettledDeposit(userId),
        currencyEnabled: async (currency) => (await currencies.get(currency))?.aggregatedEnabled === true,
        openForBets: (currency) => currencies.assertOpenForBets(currency),
      },
    });
    // The wallet reads a game's engine when a win comes (the catalogue needs the launcher, which needs the wallet).
    gameWallet.readGamesFrom(games);
    await betGames.learnCatalogue(games);
    const staff = createStaff({ db, config, limiter });
    let socketsOpen = (): number | null => null;
    const operator = createOperator({
      maintenance,
      accountSettings,
      currencies,
      ledger,
      users,
      auth,
      bus,
      mail,
      releases,
      payments,
      channels,
      kyc,
      alerts,
      vip,
      bonus,
      sports,
      staff,
      database,
      audit,
      adjustments: createAdjustments({
        db,
        ledger,
        rates: async (codes, executor) => (await currencies.exchangeRates(BASE_CURRENCY, codes, executor)).rates,
        settings: operatorSettings,
        findUser: (ref) => findUserOrFail(users, ref),
        bus,
      }),
      dashboard: {
        dailyTotals: (since) => ledger.dailyTotals(since),
        decimals: (currency) => ledger.decimals(currency),
        rates: async (codes) => (await currencies.exchangeRates(BASE_CURRENCY, codes)).rates,
        houseCurrency: BASE_CURRENCY,
        activePlayers: (minutes) => auth.activePlayers(minutes),
        socketsOpen: () => socketsOpen(),
        pendingWithdrawals: () => payments.withdrawals.reviewingCount(),
        pendingDocuments: () => kyc.pendingCount(),
      },
      players: {
        find: (ref) => users.find(ref),
        lockout: async (email) => (await auth.lockouts([email])).get(email),
        balances: (userId) => ledger.balances(userId),
        decimals: (currency) => ledger.decimals(currency),
        limits: (userId) => responsibleGambling.limits.list(userId),
        tools: (userId) => responsibleGambling.tools.list(userId),
        exclusion: (userId) => responsibleGambling.tools.exclusion(userId),
        documents: (userId) => kyc.documents(userId),
        transfers: (userId, request) => ledger.playerTransfers(userId, request),
        gameBets: (userId, request) => bets.history.listExcept(userId, SPORTSBOOK_GAME_ID, request),
        sportsBets: (user, request) => sports.bets.list(user, { ...request, page: 1 }),
        sessions: (userId, limit, sessionId) => auth.playerSessions(userId, limit, sessionId),
        endSession: (sessionId, userId) => auth.revokeSession(sessionId, userId, 'operator'),
        lockAccount: (userId, lock) => auth.lockAccount(userId, lock),
        unlockAccount: (userId) => auth.unlockAccount(userId),
      },
    });
    const operatorToken = config.operatorToken ?? randomBytes(24).toString('base64url');
    return {
      ...infrastructure,
      config,
      accountSettings,
      maintenance,
      currencies,
      ledger,
      wallet,
      users,
      auth,
      sessionCache,
      operator,
      audit,
      staff,
      releases,
      cards,
      channels,
      payments,
      bonus,
      vip,
      responsibleGambling,
      kyc,
      bets,
      demoGames,
      gameWallet,
      gameProviderSecret,
      games,
      originals,
      sports,
      sportsFeed,
      sportsTicker,
      demoPay,
      paymentWebhookSecret,
      listening(listeningOrigin) {
        origin = listeningOrigin;
        demoPay.start();
        demoGames.start();
        serving = true;
        if (sportsTicker.leading()) sportsFeed.start();
      },
      operatorToken,
      countSockets(counter) {
        socketsOpen = counter;
      },
      async close() {
        for (const closer of closers.reverse()) await closer();
        await infrastructure.close();
      },
    };
  } catch (error) {
    for (const closer of closers.reverse()) await closer();
    await infrastructure.close();
    throw error;
  }
}
