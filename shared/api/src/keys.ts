import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EndpointPath, endpoints } from '@app/contract';
import type { AreaName } from '@app/contract/areas';
import { authAtom, playerIdAtom, store } from '@app/state';

/**
 * The player-scoped cache rule. Every cached answer that belongs to one player (an endpoint only
 * a signed-in player may call: balances, details, bets, the deposit address...) sits under
 * ['player', userId, ...]; public data (the catalogue, currencies, settings) sits under its area
 * (or, for the shell's own, its path) for everyone. When the signed-in player changes (sign-out,
 * another player's sign-in), everything under 'player' is removed from the one query cache at
 * once, before the next player's screens render.
 */
export const PLAYER_SCOPE = 'player';

/** The endpoints only a signed-in player may call: their answers are that player's. */
export type PlayerPath = { [P in EndpointPath]: (typeof endpoints)[P]['access'] extends 'public' ? never : P }[EndpointPath];
/** The endpoints anyone may call: their answers are the same for everyone. */
export type PublicPath = Exclude<EndpointPath, PlayerPath>;

/** The signed-in player's id, empty for a visitor. */
export function currentPlayerId(): string {
  return store.get(playerIdAtom);
}

/** The shell's key of the signed-in player's answer (balances, details): areas share these with the host. */
export function playerKey(path: PlayerPath, ...rest: unknown[]): readonly unknown[] {
  return [PLAYER_SCOPE, currentPlayerId(), path, ...rest];
}

/** The shell's key of a public answer (currencies, account settings, rates). */
export function publicKey(path: PublicPath, ...rest: unknown[]): readonly unknown[] {
  return [path, ...rest];
}

export interface AreaKeys {
  /** Public data of the area: [area, path, ...rest]. */
  publicKey(path: PublicPath, ...rest: unknown[]): readonly unknown[];
  /** The signed-in player's data of the area: ['player', userId, area, path, ...rest]. */
  playerKey(path: PlayerPath, ...rest: unknown[]): readonly unknown[];
}

/**
 * An area's two key builders (its api/keys.ts): a player's answer cannot be keyed without the
 * player's scope, since only public paths go to `publicKey` (the type check refuses the others).
 * The player's id is read when the key is built, so build a key where it is used (a query's
 * options, an invalidation), never once at module load.
 */
export function areaKeys(area: AreaName): AreaKeys {
  return {
    publicKey: (path, ...rest) => [area, path, ...rest],
    playerKey: (path, ...rest) => [PLAYER_SCOPE, currentPlayerId(), area, path, ...rest],
  };
}

/** Whether a key is some player's (it starts with the player scope). */
export function isPlayerKey(key: QueryKey): boolean {
  return key[0] === PLAYER_SCOPE;
}

/** Removes every player's cached answers (not only marks them stale): nothing of theirs is left to show. */
export function dropPlayerData(client: QueryClient): void {
  client.removeQueries({ queryKey: [PLAYER_SCOPE] });
}

/**
 * Drops every player's answers from `client` whenever the signed-in player changes: sign-out,
 * a sign-in as someone else, a token for another user. Synchronous with the change of the auth
 * state, so no screen renders the next player with the previous one's data in the cache.
 */
export function dropPlayerDataOnChange(client: QueryClient, target: typeof store = store): () => void {
  let player = target.get(playerIdAtom);
  // On the auth state itself, subscribed as the page loads: the first to hear of any change of it.
  return target.sub(authAtom, () => {
    const next = target.get(playerIdAtom);
    if (next === player) return;
    player = next;
    dropPlayerData(client);
  });
}
