import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BetsTables } from '../bets/index.ts';
import type { GameEngine, GameTheme } from './starting-catalogue.ts';

type Stamp = ColumnType<Date, Date | undefined, Date>;

/** The catalogue's tables (migration 0030), and the bets table that recently played reads too. */
export type GamesTables = BetsTables & {
  game_providers: { id: string; name: string; logo_url: string | null; position: number };
  game_categories: { id: string; name: string; icon: string | null; position: number };
  games: {
    id: string;
    name: string;
    provider_id: string;
    category_id: string;
    tags: string[];
    rtp: string;
    volatility: 'low' | 'medium' | 'high';
    min_bet: string | null;
    max_bet: string | null;
    has_demo: boolean;
    is_original: boolean;
    engine: GameEngine;
    theme: ColumnType<GameTheme, string, string>;
    popularity: number;
    released_at: Date;
    description: string;
    paylines: number | null;
    features: string[];
    thumbnail_url: string;
    image_url: string;
    search_text: string;
    sort_name: string;
  };
  game_favorites: { user_id: string; game_id: string; created_at: Stamp };
  game_opens: { user_id: string; game_id: string; opened_at: Stamp };
};
export type GamesDb = Kysely<GamesTables>;
export type GameRow = Selectable<GamesTables['games']> & { provider_name: string };
export type NewGameRow = Insertable<GamesTables['games']>;

export interface GameFilter {
  categoryId?: string | undefined;
  providerId?: string | undefined;
  tags?: string[] | undefined;
  /** Folded words (lower case, no accents), each to be found in the name or the studio's name. */
  words?: string[] | undefined;
}

export interface GamePage {
  page: number;
  pageSize: number;
}

function withGame(db: GamesDb) {
  return db.selectFrom('games').innerJoin('game_providers as p', 'p.id', 'games.provider_id');
}

export const gamesRepository = {
  /** Every game with its studio's name (the catalogue an instance holds in memory). */
  async all(db: GamesDb): Promise<GameRow[]> {
    return (await withGame(db).selectAll('games').select('p.name as provider_name').orderBy('games.id').execute()) as GameRow[];
  },

  async findMany(db: GamesDb, gameIds: string[]): Promise<GameRow[]> {
    if (gameIds.length === 0) return [];
    return (await withGame(db)
      .selectAll('games')
      .select('p.name as provider_name')
      .where('games.id', 'in', gameIds)
      .execute()) as GameRow[];
  },

  categories(db: GamesDb) {
    return db.selectFrom('game_categories').selectAll().orderBy('position').orderBy('id').execute();
  },

  providers(db: GamesDb) {
    return db.selectFrom('game_providers').selectAll().orderBy('position').orderBy('id').execute();
  },

  async favoritePage(db: GamesDb, userId: string, page: GamePage): Promise<{ rows: GameRow[]; total: number }> {
    const query = withGame(db).innerJoin('game_favorites as f', 'f.game_id', 'games.id').where('f.user_id', '=', userId);
    const [rows, count] = await Promise.all([
      query
        .selectAll('games')
        .select('p.name as provider_name')
        .orderBy('f.created_at', 'desc')
        .orderBy('games.id')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as GameRow[], total: Number(count.total) };
  },

  async addFavorite(db: GamesDb, userId: string, gameId: string): Promise<void> {
    await db
      .insertInto('game_favorites')
      .values({ user_id: userId, game_id: gameId })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .execute();
  },

  async removeFavorite(db: GamesDb, userId: string, gameId: string): Promise<void> {
    await db.deleteFrom('game_favorites').where('user_id', '=', userId).where('game_id', '=', gameId).execute();
  },

  /** Notes that the player opened the game now (recently played). */
  async recordOpen(db: GamesDb, userId: string, gameId: string): Promise<void> {
    await db
      .insertInto('game_opens')
      .values({ user_id: userId, game_id: gameId, opened_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ opened_at: new Date() }))
      .execute();
  },

  /** The games the player last opened or bet on, the latest first, each once. */
  async recentIds(db: GamesDb, userId: string, limit: number): Promise<string[]> {
    const result = await sql<{ game_id: string }>`
      select last.game_id from (
        select game_id, max(at) as at from (
          select game_id, opened_at as at from game_opens where user_id = ${userId}
          union all
          select game_id, max(created_at) as at from game_bets where user_id = ${userId} group by game_id
        ) as played group by game_id
      ) as last
      join games on games.id = last.game_id
      order by last.at desc, last.game_id
      limit ${limit}`.execute(db);
    return result.rows.map((row) => row.game_id);
  },

  /** Adds the seeded studios, categories and games, and brings those already there up to date. */
  async upsertCatalogue(
    db: GamesDb,
    catalogue: {
      providers: Array<GamesTables['game_providers']>;
      categories: Array<GamesTables['game_categories']>;
      games: NewGameRow[];
    },
  ): Promise<void> {
    await db
      .insertInto('game_providers')
      .values(catalogue.providers)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          logo_url: eb.ref('excluded.logo_url'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
    await db
      .insertInto('game_categories')
      .values(catalogue.categories)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), icon: eb.ref('excluded.icon'), position: eb.ref('excluded.position') })),
      )
      .execute();
    const columns = Object.keys(catalogue.games[0] ?? {}).filter((column) => column !== 'id') as Array<keyof NewGameRow & string>;
    await db
      .insertInto('games')
      .values(catalogue.games)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as never),
      )
      .execute();
  },
};
