import { randomUUID } from 'node:crypto';
import type { AccountSettings, Game, GameBet, GameDetail, GameSort } from '@app/contract';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { BetHistory } from '../bets/index.ts';
import { foldText, TAG_CATEGORIES, type GameTheme } from './starting-catalogue.ts';
import type { GameLaunch, GameLauncher } from './game-launch.ts';
import { gamesRepository as repository, type GameFilter, type GameRow, type GamesDb } from './repository.ts';
import { CatalogueSnapshot } from './snapshot.ts';

/** How many games the recently played row holds. */
export const RECENT_GAMES = 12;

/** What the catalogue needs of the rest of the platform to open a game for a player. */
export interface GameGates {
  settings(): Promise<AccountSettings>;
  /** RG_EXCLUDED while a time-out or self-exclusion is in force. */
  assertNotExcluded(userId: string): Promise<void>;
  /** Whether the player has ever had a deposit settled. */
  hasDeposited(userId: string): Promise<boolean>;
  /** Whether the currency is enabled on the platform. */
  currencyEnabled(currency: string): Promise<boolean>;
  /** Refuses a currency closed to bets (hidden: CURRENCY_BETTING_CLOSED). */
  openForBets(currency: string): Promise<void>;
}

export interface GamesDeps {
  db: GamesDb;
  launcher: GameLauncher;
  bets: Pick<BetHistory, 'list'>;
  gates: GameGates;
}

export interface GameListRequest extends GameFilterRequest {
  page: number;
  pageSize: number;
  sort: GameSort;
}

interface GameFilterRequest {
  categoryId?: string | undefined;
  providerId?: string | undefined;
  tag?: string | undefined;
  search?: string | undefined;
}

export interface GameSession {
  sessionId: string;
  launchUrl: string;
  demo: boolean;
}

interface Paged<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

function toGame(row: GameRow): Game {
  return {
    gameId: row.id,
    name: row.name,
    providerId: row.provider_id,
    providerName: row.provider_name,
    categoryId: row.category_id,
    tags: row.tags,
    thumbnailUrl: row.thumbnail_url,
    imageUrl: row.image_url,
    isOriginal: row.is_original,
    hasDemo: row.has_demo,
    rtp: row.rtp,
    volatility: row.volatility,
    minBet: row.min_bet,
    maxBet: row.max_bet,
    releasedAt: row.released_at.toISOString(),
  };
}

function toDetail(row: GameRow): GameDetail {
  return { ...toGame(row), description: row.description, paylines: row.paylines, features: row.features };
}

function toLaunch(row: GameRow): GameLaunch | undefined {
  if (row.engine === 'original') return undefined;
  return {
    gameId: row.id,
    name: row.name,
    providerName: row.provider_name,
    engine: row.engine,
    rtp: row.rtp,
    volatility: row.volatility,
    minBet: row.min_bet,
    maxBet: row.max_bet,
    theme: row.theme satisfies GameTheme,
    paylines: row.paylines,
  };
}

/**
 * The lobby's filters as the catalogue holds them: "popular" and "new" are rows over the tag of the
 * same name, whether asked as a category or a tag; search words are folded as the stored key is.
 */
export function gameFilter(request: GameFilterRequest): GameFilter {
  const tags = request.tag ? [request.tag] : [];
  let categoryId = request.categoryId;
  if (categoryId && TAG_CATEGORIES.has(categoryId)) {
    tags.push(categoryId);
    categoryId = undefined;
  }
  const words = request.search ? foldText(request.search).split(/\s+/).filter(Boolean) : [];
  return { categoryId, providerId: request.providerId, tags, words };
}

function notFound(): ApiError {
  return new ApiError('GAME_NOT_FOUND', 'No such game');
}

/**
 * The casino catalogue: the lobby's lists, a game's page, the player's favourites and recently
 * played games, and opening a game, for real money behind the operator's gates or in play money.
 */
export class Games {
  readonly #db: GamesDb;
  readonly #launcher: GameLauncher;
  readonly #bets: Pick<BetHistory, 'list'>;
  readonly #gates: GameGates;
  #catalogue: Promise<CatalogueSnapshot> | undefined;

  constructor(deps: GamesDeps) {
    this.#db = deps.db;
    this.#launcher = deps.launcher;
    this.#bets = deps.bets;
    this.#gates = deps.gates;
  }

  /** The catalogue in memory, read once (see CatalogueSnapshot); a failed read is tried again next time. */
  #snapshot(): Promise<CatalogueSnapshot> {
    this.#catalogue ??= repository.all(this.#db).then(
      (rows) => new CatalogueSnapshot(rows, toGame),
      (error: unknown) => {
        this.#catalogue = undefined;
        throw error;
      },
    );
    return this.#catalogue;
  }

  async list(request: GameListRequest): Promise<Paged<Game>> {
    const { page, pageSize } = request;
    const { list, total } = (await this.#snapshot()).page(gameFilter(request), request.sort, page, pageSize);
    return { list, page, pageSize, total };
  }

  async get(gameId: string): Promise<GameDetail> {
    return toDetail(await this.#find(gameId));
  }

  /** The figures a provider needs to run one of its games; undefined for an original or an unknown game. */
  async launchInfo(gameId: string): Promise<GameLaunch | undefined> {
    const row = (await this.#snapshot()).find(gameId);
    return row ? toLaunch(row) : undefined;
  }

  /** The lobby's categories in order; popular and new count the games carrying their tag. */
  async categories() {
    const [categories, snapshot] = await Promise.all([repository.categories(this.#db), this.#snapshot()]);
    const counts = snapshot.counts();
    return categories.map((category) => ({
      categoryId: category.id,
      name: category.name,
      icon: category.icon,
      gameCount: (TAG_CATEGORIES.has(category.id) ? counts.byTag : counts.byCategory).get(category.id) ?? 0,
    }));
  }

  /** The studios in the lobby's order, the house's originals last. */
  async providers() {
    const [providers, snapshot] = await Promise.all([repository.providers(this.#db), this.#snapshot()]);
    const counts = snapshot.counts();
    return providers.map((provider) => ({
      providerId: provider.id,
      name: provider.name,
      logoUrl: provider.logo_url,
      gameCount: counts.byProvider.get(provider.id) ?? 0,
    }));
  }

  /** The player's bets, newest first, a page by cursor (or by number, for clients that still send one). */
  async bets(
    userId: string,
    request: { page: number; pageSize: number; gameId?: string | undefined; cursor?: string | undefined },
  ): Promise<Paged<GameBet> & { nextCursor: string | null }> {
    const { list, total, nextCursor } = await this.#bets.list(userId, request.page, request.pageSize, request.gameId, request.cursor);
    return { list, page: request.page, pageSize: request.pageSize, total, nextCursor };
  }

  async favorites(userId: string, page: { page: number; pageSize: number }): Promise<Paged<Game>> {
    const { rows, total } = await repository.favoritePage(this.#db, userId, page);
    return { list: rows.map(toGame), ...page, total };
  }

  async setFavorite(userId: string, gameId: string, favorite: boolean): Promise<void> {
    await this.#find(gameId);
    if (favorite) await repository.addFavorite(this.#db, userId, gameId);
    else await repository.removeFavorite(this.#db, userId, gameId);
  }

  /** The last RECENT_GAMES distinct games the player opened or bet on, the latest first. */
  async recent(userId: string): Promise<Game[]> {
    const ids = await repository.recentIds(this.#db, userId, RECENT_GAMES);
    const rows = new Map((await repository.findMany(this.#db, ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toGame(row)] : [];
    });
  }

  /**
   * Opens a game for the signed-in player. Play money (demo) skips the money gates but not a
   * time-out or self-exclusion; real money passes, in order, the exclusion, the verification level,
   * the first deposit and the currency, each refusal telling the player their next step.
   */
  async createSession(
    user: UserRow,
    request: { gameId: string; currency: string; demo?: boolean | undefined },
    language: string,
  ): Promise<GameSession> {
    const row = await this.#find(request.gameId);
    await this.#gates.assertNotExcluded(user.id);
    if (request.demo) {
      const session = await this.#demo(row, language);
      await repository.recordOpen(this.#db, user.id, row.id);
      return session;
    }
    await this.#assertMayPlay(user, request.currency);
    const session = await this.#open(row, user.id, request.currency, language);
    await repository.recordOpen(this.#db, user.id, row.id);
    return session;
  }

  /** Play money for anyone, signed in or not (no account, no ledger). */
  async demoSession(gameId: string, language: string): Promise<GameSession> {
    return this.#demo(await this.#find(gameId), language);
  }

  async #find(gameId: string): Promise<GameRow> {
    const row = (await this.#snapshot()).find(gameId);
    if (!row) throw notFound();
    return row;
  }

  async #assertMayPlay(user: UserRow, currency: string): Promise<void> {
    const { gameSettings } = await this.#gates.settings();
    const requiredLevel = gameSettings.minGameKycLevel;
    if (user.kyc_level < requiredLevel) {
      throw new ApiError('KYC_LEVEL_REQUIRED', `Verify your account to level ${requiredLevel} to play`, {
        requiredLevel,
        currentLevel: user.kyc_level,
      });
    }
    if (gameSettings.noGameWithoutDeposit && !(await this.#gates.hasDeposited(user.id))) {
      throw new ApiError('GAME_DEPOSIT_REQUIRED', 'Make a first deposit to play');
    }
    if (!(await this.#gates.currencyEnabled(currency))) {
      throw new ApiError('CURRENCY_NOT_AVAILABLE', `${currency} is not available`);
    }
    await this.#gates.openForBets(currency);
  }

  async #open(row: GameRow, userId: string, currency: string, language: string): Promise<GameSession> {
    const game = toLaunch(row);
    // The originals run on the platform itself: the page at /originals/<id> is the game.
    if (!game) return { sessionId: randomUUID(), launchUrl: `/originals/${row.id}`, demo: false };
    const session = await this.#launcher.open({ userId, currency, language, game });
    return { ...session, demo: false };
  }

  async #demo(row: GameRow, language: string): Promise<GameSession> {
    const game = toLaunch(row);
    if (!row.has_demo || !game) throw new ApiError('GAME_DEMO_NOT_AVAILABLE', 'This game has no demo');
    const session = await this.#launcher.demo({ language, game });
    return { ...session, demo: true };
  }
}
