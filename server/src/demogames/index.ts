import type { Db } from '../db/database.ts';
import { DemoGames, type DemoGamesOptions, type DemoGamesTables } from './service.ts';

export { demoGamesRoutes } from './routes.ts';
export { WALLET_SIGNATURE_HEADER, signWalletCall } from './signature.ts';
export type { DemoGame, DemoGames, PlayResult } from './service.ts';

/**
 * The demo game studio: its own module with its own tables. The platform opens its sessions through
 * its launch interface (open, openDemo) and frames its pages; the studio reaches the platform only
 * through the seamless wallet over signed HTTP, as a studio deployed apart would.
 */
export function createDemoGames(deps: { db: Db } & DemoGamesOptions): DemoGames {
  const { db, ...options } = deps;
  return new DemoGames(db.withTables<DemoGamesTables>(), options);
}
