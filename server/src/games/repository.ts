import { sql, type ColumnType, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { GameSort } from '@app/contract';
import type { GameBetsTables } from './bets.ts';
import type { GameEngine, GameTheme } from './catalogue.ts';

type Stamp = ColumnType<Date, Date | undefined, Date>;

/** The catalogue's tables (migration 0030), and the bets table that recently played reads too. */
export type GamesTables = GameBetsTables & {
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

/** LIKE's wildcards taken literally. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type GamesQuery = SelectQueryBuilder<GamesTables & { p: GamesTables['game_providers'] }, 'games' | 'p', object>;

function withGame(db: GamesDb) {
  return db.selectFrom('games').innerJoin('game_providers as p', 'p.id', 'games.provider_id');
}

function filtered(db: GamesDb, filter: GameFilter): GamesQuery {
  let query = withGame(db) as GamesQuery;
  if (filter.categoryId) query = query.where('games.category_id', '=', filter.categoryId);
  if (filter.providerId) query = query.where('games.provider_id', '=', filter.providerId);
  for (const tag of filter.tags ?? []) query = query.where(sql<boolean>`games.tags @> array[${tag}]::text[]`);
  for (const word of filter.words ?? []) query = query.where(sql<boolean>`games.search_text like ${likePattern(word)} escape '\\'`);
  return query;
}

function ordered<Q extends GamesQuery>(query: Q, sort: GameSort): Q {
  switch (sort) {
    case 'newest':
      return query.orderBy('games.released_at', 'desc').orderBy('games.id') as Q;
    case 'name':
      // Byte order of the folded name: the same on both databases, whatever their locale.
      return query.orderBy(sql`games.sort_name collate "C"`).orderBy('games.id') as Q;
    case 'popular':
      return query.orderBy('games.popularity', 'desc').orderBy('games.id') as Q;
  }
}

export const gamesRepository = {
  async page(db: GamesDb, filter: GameFilter, sort: GameSort, page: GamePage): Promise<{ rows: GameRow[]; total: number }> {
    const query = filtered(db, filter);
    const [rows, count] = await Promise.all([
      ordered(query.selectAll('games').select('p.name as provider_name'), sort)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as GameRow[], total: Number(count.total) };
  },

  async find(db: GamesDb, gameId: string): Promise<GameRow | undefined> {
    return (await withGame(db).selectAll('games').select('p.name as provider_name').where('games.id', '=', gameId).executeTakeFirst()) as
      GameRow | undefined;
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

  /** How many games each category and each tag holds, and each studio. */
  async counts(db: GamesDb): Promise<{ byCategory: Map<string, number>; byTag: Map<string, number>; byProvider: Map<string, number> }> {
    const [categories, tags, providers] = await Promise.all([
      db
        .selectFrom('games')
        .select((eb) => ['category_id as key', eb.fn.countAll<string>().as('count')])
        .groupBy('category_id')
        .execute(),
      sql<{ key: string; count: string }>`select tag as key, count(*) as count from games, unnest(tags) as tag group by tag`.execute(db),
      db
        .selectFrom('games')
        .select((eb) => ['provider_id as key', eb.fn.countAll<string>().as('count')])
        .groupBy('provider_id')
        .execute(),
    ]);
    const toMap = (rows: Array<{ key: string; count: string | number | bigint }>) =>
      new Map(rows.map((row) => [row.key, Number(row.count)]));
    return { byCategory: toMap(categories), byTag: toMap(tags.rows), byProvider: toMap(providers) };
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
