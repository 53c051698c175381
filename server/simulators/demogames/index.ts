import type { Kysely } from 'kysely';
import { migrateOwnTables } from '../shared/migrate.ts';
import type { DemoGamesOptions, DemoGamesTables } from './model.ts';
import { DemoGames } from './service.ts';

export { demoGamesRoutes } from './routes.ts';
export { WALLET_SIGNATURE_HEADER, signWalletCall } from '@app/contract/providers';
export type { DemoGame, DemoGamesTables, PlayResult } from './model.ts';
export type { DemoGames } from './service.ts';

/** Makes or brings up to date the studio's tables (in the schema named); run before createDemoGames. */
export async function migrateDemoGames(deps: { db: Kysely<DemoGamesTables>; schema: string }): Promise<void> {
  await migrateOwnTables(deps.db, { name: 'demogames', folder: new URL('./migrations/', import.meta.url), schema: deps.schema });
}

/**
 * The demo game studio: a third party of its own with its own tables. The platform opens its
 * sessions through its launch interface (open, openDemo) and frames its pages; the studio reaches
 * the platform only through the seamless wallet over signed HTTP (@app/contract/providers), as a
 * studio deployed apart would.
 */
export function createDemoGames(deps: { db: Kysely<DemoGamesTables> } & DemoGamesOptions): DemoGames {
  const { db, ...options } = deps;
  return new DemoGames(db, options);
}
