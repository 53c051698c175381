import type { Db } from '../db/database.ts';
import type { BetHistory } from '../bets/index.ts';
import type { GameLauncher } from './game-launch.ts';
import type { GamesTables } from './repository.ts';
import { seedCatalogue } from './seed.ts';
import { Games, type GameGates } from './service.ts';

export { gamesRoutes } from './routes.ts';
export { gameArtRoutes } from './art-routes.ts';
export type { GameLaunch, GameLauncher } from './game-launch.ts';
export { ORIGINAL_IDS, ORIGINALS_PROVIDER_ID, type GameTheme, type GameMotif } from './starting-catalogue.ts';
export { RECENT_GAMES, type Games, type GameGates } from './service.ts';

/**
 * The casino catalogue: studios, categories and games with their artwork, the players' favourites
 * and recently played games, and opening a game through the gates the operator sets (an
 * exclusion, the verification level, a first deposit) with the provider's launcher.
 */
export function createGames(deps: { db: Db; launcher: GameLauncher; bets: Pick<BetHistory, 'list'>; gates: GameGates }): Games {
  return new Games({ db: deps.db.withTables<GamesTables>(), launcher: deps.launcher, bets: deps.bets, gates: deps.gates });
}

/** Writes the catalogue the platform ships with (at every start; nothing a player made is touched). */
export function seedGames(deps: { db: Db }): Promise<void> {
  return seedCatalogue(deps.db.withTables<GamesTables>());
}
