import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { seedsResponseSchema } from '@app/contract';
import type { Db } from '../db/database.ts';
import { newClientSeed, newServerSeed, sha256Hex, type Draw } from './outcomes.ts';
import { originalsRepository as repository, type NewSeedPair, type SeedPairRow } from './repository.ts';

export type SeedsView = z.infer<typeof seedsResponseSchema>;

/** A bet's draw from the player's active pair, and the pair it came from. */
export interface TakenNonce extends Draw {
  pair: SeedPairRow;
}

/**
 * A new active pair: its server seed is the one committed ahead by the pair before it (a player's
 * first pair draws its own), and it commits ahead to the next one in turn.
 */
function newPair(userId: string, clientSeed: string, serverSeed: { seed: string; hash: string } = committedSeed()): NewSeedPair {
  const next = committedSeed();
  return {
    id: randomUUID(),
    user_id: userId,
    server_seed: serverSeed.seed,
    server_seed_hash: serverSeed.hash,
    client_seed: clientSeed,
    next_server_seed: next.seed,
    next_server_seed_hash: next.hash,
  };
}

function committedSeed(): { seed: string; hash: string } {
  const seed = newServerSeed();
  return { seed, hash: sha256Hex(seed) };
}

/**
 * The players' seed pairs. A player's first pair is made on first use with a random client seed;
 * each bet takes the active pair's next nonce in its own transaction (the pair's row stays locked
 * until it commits, so concurrent bets get 0, 1, 2, ... and a bet that rolls back gives its nonce
 * back). The active pair also holds the next server seed, shown only as its hash: a rotation reveals
 * the active server seed and promotes that committed next seed with the client seed the player
 * chose, so the player picks a client seed knowing the hash of the server seed it will meet.
 */
export class SeedPairs {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The active pair, made now when the player has none (a concurrent first use makes it only once). */
  async active(executor: Db, userId: string): Promise<SeedPairRow> {
    const existing = await repository.activePair(executor, userId);
    if (existing) return existing;
    await repository.insertActive(executor, newPair(userId, newClientSeed()));
    const made = await repository.activePair(executor, userId);
    if (!made) throw new Error('The active seed pair vanished');
    return made;
  }

  /** The active pair locked for the caller's transaction. */
  async lockActive(tx: Db, userId: string): Promise<SeedPairRow> {
    await this.active(tx, userId);
    const pair = await repository.lockActivePair(tx, userId);
    if (!pair) throw new Error('The active seed pair vanished');
    return pair;
  }

  /** Takes the active pair's next nonce for a bet, in the bet's transaction. */
  async takeNonce(tx: Db, userId: string): Promise<TakenNonce> {
    let pair = await repository.takeActiveNonce(tx, userId);
    if (!pair) {
      // The player's first bet (or a rotation committed meanwhile): the pair is made, then taken.
      await this.active(tx, userId);
      pair = await repository.takeActiveNonce(tx, userId);
    }
    if (!pair) throw new Error('The active seed pair vanished');
    return { pair, serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: Number(pair.next_nonce) - 1 };
  }

  /** The seeds of a pair (a mines round draws its mines again from the pair and nonce it started with). */
  async draw(executor: Db, pairId: string, nonce: number): Promise<Draw> {
    const pair = await repository.pair(executor, pairId);
    if (!pair) throw new Error(`No seed pair ${pairId}`);
    return { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce };
  }

  /**
   * Reveals the locked active pair's server seed (in its bets' fairness records too) and starts a
   * new pair from the server seed it committed to ahead, with the given client seed or a random one.
   */
  async rotate(tx: Db, pair: SeedPairRow, clientSeed: string = newClientSeed()): Promise<void> {
    if (!pair.next_server_seed || !pair.next_server_seed_hash) throw new Error('The active seed pair has no committed next seed');
    const next = { seed: pair.next_server_seed, hash: pair.next_server_seed_hash };
    await repository.reveal(tx, pair.id, new Date());
    await repository.revealInBets(tx, pair.user_id, pair.server_seed_hash, pair.server_seed);
    await repository.insertActive(tx, newPair(pair.user_id, clientSeed, next));
  }

  /** The active pair (its server seed hidden), the hash of the next server seed and the last revealed pair. */
  async view(userId: string, executor: Db = this.#db): Promise<SeedsView> {
    const active = await this.active(executor, userId);
    const nextServerSeedHash = active.next_server_seed_hash;
    if (!nextServerSeedHash) throw new Error('The active seed pair has no committed next seed');
    const previous = await repository.lastRevealed(executor, userId);
    return {
      active: { serverSeedHash: active.server_seed_hash, clientSeed: active.client_seed, nonce: Number(active.next_nonce) },
      nextServerSeedHash,
      previous: previous
        ? {
            serverSeed: previous.server_seed,
            serverSeedHash: previous.server_seed_hash,
            clientSeed: previous.client_seed,
            bets: Number(previous.next_nonce),
          }
        : null,
    };
  }
}
