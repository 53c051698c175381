/**
 * The VIP programme under load on loopback, on the embedded PGlite and on Postgres, the server in
 * its own process, with a short ladder (a level every 20 USD wagered, a level-up bonus each) so
 * that bets reach levels and earn rewards quickly:
 *  - Dice bets per second while every few bets is a level-up: the wagering, the level and its
 *    reward are written in the bet's own transaction;
 *  - claims per second: a claimable reward quoted (/user/vip/reward/claim) and paid
 *    (/user/vip/reward/claim/confirm), p50 and p99 of the pair;
 *  - a quote confirmed five times at once under five keys, for every player: paid once each;
 * then the operator's ledger check over everything the bets and claims moved.
 *
 *   node server/bench/vip.ts   (BENCH_DURATION_SECONDS, BENCH_VIP_PLAYERS, BENCH_DATABASE_URL)
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type LedgerReportBody } from '@app/contract';
import { benchSecrets, fundedPlayer, onEachDatabase, secretsEnv, type BenchSecrets, type Player, type RunningServer } from './api.ts';
import { drive, loopFigure, postJson, send, type LoopFigure } from './casino.ts';

/** A level every 20 USD of wagering, each paying 1 USD on reaching it. */
const LADDER = Array.from({ length: 40 }, (_, level) => ({
  name: `Step ${level}`,
  threshold: (level * 20).toFixed(2),
  benefits: { rakebackPercent: 10, levelUpBonus: level === 0 ? '0.00' : '1.00', weeklyPercent: 0, monthlyPercent: 0 },
}));
const DICE_BET = JSON.stringify({ currency: 'USD', amount: '5.00', target: '49.50', condition: 'under' });
const CONCURRENT_CONFIRMS = 5;

interface Reward {
  rewardId: string;
  kind: string;
  amount: string;
}

export interface VipDatabaseFigures {
  /** Dice bets of 5 USD, a level reached every fourth bet or so. */
  diceBets: LoopFigure;
  /** Levels the players reached during the bets, all players together. */
  levelUps: number;
  /** A reward quoted and paid: the two calls together. */
  claims: LoopFigure;
  /** Players whose one quote, confirmed CONCURRENT_CONFIRMS times at once, was paid exactly once. */
  paidOnce: { players: number; ok: number };
  ledgerCheck: { ok: boolean; breaches: number; transfers: number };
}

export interface VipFigures {
  duration: number;
  players: number;
  host: string;
  pglite: VipDatabaseFigures;
  postgres: VipDatabaseFigures | { skipped: string };
}

const moneyCall = (server: RunningServer, path: string, body: unknown, player: Player, key = randomUUID()) =>
  send(`${server.url}${path}`, JSON.stringify(body), { authorization: player.accessToken, [IDEMPOTENCY_KEY_HEADER]: key });

const claimable = async (server: RunningServer, player: Player) =>
  (await postJson<{ rewards: Reward[] }>(`${server.url}/v1/user/vip/reward/claimable/get`, {}, player.accessToken)).rewards.filter(
    (reward) => Number(reward.amount) > 0,
  );

const levelOf = async (server: RunningServer, player: Player) =>
  (await postJson<{ level: { level: number } }>(`${server.url}/v1/user/vip/level/get`, {}, player.accessToken)).level.level;

const cashOf = async (server: RunningServer, player: Player) =>
  Number(
    (await postJson<{ balance: { cash: string } }>(`${server.url}/v1/wallet/balance/details`, { currency: 'USD' }, player.accessToken))
      .balance.cash,
  );

async function measure(server: RunningServer, secrets: BenchSecrets, duration: number, playerCount: number): Promise<VipDatabaseFigures> {
  await postJson(`${server.url}/operator/vip/levels/set`, { levels: LADDER }, secrets.operatorToken);
  await postJson(
    `${server.url}/operator/vip/rules/update`,
    { minCashPercent: 100, maxCashPercent: 100, defaultCashPercent: 100 },
    secrets.operatorToken,
  );
  const players: Player[] = [];
  for (let index = 0; index < playerCount; index += 1) players.push(await fundedPlayer(server, secrets));
  const levelsBefore = await Promise.all(players.map((player) => levelOf(server, player)));

  const diceBets = await drive(players, duration, (player) => moneyCall(server, '/v1/originals/dice/bet', JSON.parse(DICE_BET), player));
  const levelsAfter = await Promise.all(players.map((player) => levelOf(server, player)));
  const levelUps = levelsAfter.reduce((sum, level, index) => sum + level - (levelsBefore[index] ?? 0), 0);

  // Each player claims what it has earned, one reward after another, a last one kept for the double-submission check.
  const pending = new Map(await Promise.all(players.map(async (player) => [player, await claimable(server, player)] as const)));
  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      const rewards = pending.get(player) ?? [];
      while (rewards.length > 1) {
        const reward = rewards.shift()!;
        const begin = performance.now();
        const quote = await postJson<{ claimId: string }>(
          `${server.url}/v1/user/vip/reward/claim`,
          { rewardId: reward.rewardId },
          player.accessToken,
        );
        const refusal = await moneyCall(server, '/v1/user/vip/reward/claim/confirm', { claimId: quote.claimId }, player);
        if (refusal === undefined) latencies.push(performance.now() - begin);
        else {
          refused += 1;
          firstRefusal ??= refusal;
        }
      }
    }),
  );
  const claims = loopFigure(latencies, (performance.now() - started) / 1000, refused, firstRefusal);

  let ok = 0;
  const checked = players.filter((player) => (pending.get(player)?.length ?? 0) > 0);
  for (const player of checked) {
    const reward = pending.get(player)![0]!;
    const before = await cashOf(server, player);
    const quote = await postJson<{ claimId: string; toCash: string }>(
      `${server.url}/v1/user/vip/reward/claim`,
      { rewardId: reward.rewardId },
      player.accessToken,
    );
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CONFIRMS }, () =>
        moneyCall(server, '/v1/user/vip/reward/claim/confirm', { claimId: quote.claimId }, player),
      ),
    );
    const after = await cashOf(server, player);
    if (answers.every((answer) => answer === undefined) && Math.abs(after - before - Number(quote.toCash)) < 0.005) ok += 1;
  }

  const check = await postJson<LedgerReportBody>(`${server.url}/operator/ledger/check`, {}, secrets.operatorToken);
  return {
    diceBets,
    levelUps,
    claims: {
      ...claims,
      refused: claims.refused,
      firstRefusal: claims.firstRefusal === 'nothing left to claim' ? undefined : claims.firstRefusal,
    },
    paidOnce: { players: checked.length, ok },
    ledgerCheck: { ok: check.ok, breaches: check.breaches.length, transfers: check.transfers },
  };
}

/** The VIP benchmark on PGlite and, when reachable, on Postgres. */
export async function runVipBench(): Promise<VipFigures> {
  const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
  const players = Number(process.env.BENCH_VIP_PLAYERS ?? 16);
  const secrets = benchSecrets();
  const { pglite, postgres } = await onEachDatabase({ ...secretsEnv(secrets), SEED_DEMO: 'false' }, (server) =>
    measure(server, secrets, duration, players),
  );
  return { duration, players, host: '127.0.0.1 (loopback)', pglite, postgres };
}

if (import.meta.main) console.log(JSON.stringify(await runVipBench(), null, 2));

/** The figures as a table: one column per database. */
export function formatVip(figures: VipFigures): string {
  const columns: [string, VipDatabaseFigures | { skipped: string }][] = [
    ['PGlite', figures.pglite],
    ['Postgres', figures.postgres],
  ];
  const loop = (value: LoopFigure) =>
    `${value.perSecond}/s, p50 ${value.p50Ms} ms, p99 ${value.p99Ms} ms (${value.completed} done, ${value.refused} refused)`;
  const lines = [`VIP, ${figures.players} players, ${figures.duration} s per loop, ${figures.host}:`];
  for (const [name, value] of columns) {
    if ('skipped' in value) {
      lines.push(`  ${name}: skipped (${value.skipped})`);
      continue;
    }
    lines.push(
      `  ${name}: Dice bets with level-ups ${loop(value.diceBets)}, ${value.levelUps} levels reached`,
      `  ${name}: claims (quote and confirm) ${loop(value.claims)}`,
      `  ${name}: a quote confirmed ${CONCURRENT_CONFIRMS} times at once, paid once for ${value.paidOnce.ok} of ${value.paidOnce.players} players; ledger check ${value.ledgerCheck.ok ? 'ok' : `${value.ledgerCheck.breaches} breaches`} over ${value.ledgerCheck.transfers} transfers`,
    );
  }
  return lines.join('\n');
}
