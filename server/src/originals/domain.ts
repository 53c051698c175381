import type { BetWriter } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { InstanceCache } from '../platform/instance-cache.ts';
import type { PlayGate } from './gate.ts';
import type { LimitRow } from './repository.ts';
import { MinesGame } from './mines.ts';
import { SeedPairs, type SeedsView } from './server-seeds.ts';
import { Originals } from './service.ts';

/** The provably fair originals: seed pairs, the instant games (dice, limbo, plinko) and mines rounds. */
export interface OriginalsDomain {
  games: Originals;
  mines: MinesGame;
  seeds: SeedPairs;
  /** Reveals the active server seed and starts a new pair; refused while a mines round is open. */
  rotateSeeds(user: UserRow, clientSeed?: string): Promise<SeedsView>;
}

export function createOriginals(deps: {
  db: Db;
  houseEdge: number;
  bets: BetWriter;
  decimals(currency: string): Promise<number>;
  assertNotExcluded(userId: string): Promise<void>;
  gate: PlayGate;
  /** Where each currency's limits are kept once read (they are written only at start, for currencies that have none). */
  limitsCache?: InstanceCache<LimitRow | undefined>;
}): OriginalsDomain {
  const seeds = new SeedPairs(deps.db);
  const games = new Originals({ ...deps, seeds });
  const mines = new MinesGame({ db: deps.db, originals: games, seeds, decimals: deps.decimals });
  return {
    games,
    mines,
    seeds,
    rotateSeeds: (user, clientSeed) =>
      inTransaction(deps.db, async (tx) => {
        // The pair's lock first, as a bet takes it: no bet or round start slips in between.
        const pair = await seeds.lockActive(tx, user.id);
        await mines.refuseOpenRound(tx, user.id);
        await seeds.rotate(tx, pair, clientSeed);
        return seeds.view(user.id, tx);
      }),
  };
}
