import { gameKindOf, type GameKind } from '../bonus/index.ts';
import type { BetRow } from './repository.ts';

/** A house edge for a game the catalogue does not list (basis points: 3 %). */
const UNKNOWN_HOUSE_EDGE_BP = 300;

/** What the catalogue tells of a game: its return to player (percent) and its category. */
export interface CatalogueGame {
  gameId: string;
  rtp: string;
  categoryId: string;
}

/** The catalogue's pages, most popular first. */
export interface CataloguePages {
  list(request: { page: number; pageSize: number; sort: 'popular' }): Promise<{ list: CatalogueGame[]; total: number }>;
}

/**
 * What a bet's rules need to know of its game: its house edge, which the VIP programme's rakeback
 * is a share of, and its kind, which sets its share towards bonus wagering. The originals' edge is
 * their own, a sports bet's the book's margin, a catalogue game's 100 % less its return to player.
 */
export class BetGames {
  readonly #originalsHouseEdgeBp: number;
  readonly #sportsGameId: string;
  readonly #houseEdges = new Map<string, number>();
  readonly #categories = new Map<string, string>();

  /** `originalsHouseEdge`: percent (ORIGINALS_HOUSE_EDGE); `sportsGameId`: the game sports bets are recorded under. */
  constructor(options: { originalsHouseEdge: number; sportsGameId: string }) {
    this.#originalsHouseEdgeBp = Math.round(options.originalsHouseEdge * 100);
    this.#sportsGameId = options.sportsGameId;
  }

  /** The house edge of a bet's game, in basis points (3 % for a game the catalogue lacks). */
  async houseEdge(bet: Pick<BetRow, 'game_id' | 'is_original'>): Promise<number> {
    return bet.is_original ? this.#originalsHouseEdgeBp : (this.#houseEdges.get(bet.game_id) ?? UNKNOWN_HOUSE_EDGE_BP);
  }

  /** The kind of game a stake is on, for its share towards bonus wagering (the catalogue's category says it). */
  wageringKind(stake: { gameId: string; isOriginal: boolean }): GameKind {
    if (stake.isOriginal) return 'originals';
    if (stake.gameId === this.#sportsGameId) return 'sports';
    return gameKindOf(this.#categories.get(stake.gameId));
  }

  /** The book's margin (basis points) is a sports bet's house edge; it follows the operator's setting. */
  sportsMargin(marginBp: number): void {
    this.#houseEdges.set(this.#sportsGameId, marginBp);
  }

  /** Reads every game of the catalogue: its house edge and its category. */
  async learnCatalogue(catalogue: CataloguePages): Promise<void> {
    for (let page = 1; ; page += 1) {
      const { list, total } = await catalogue.list({ page, pageSize: 100, sort: 'popular' });
      for (const game of list) {
        this.#houseEdges.set(game.gameId, Math.max(0, Math.round((100 - Number(game.rtp)) * 100)));
        this.#categories.set(game.gameId, game.categoryId);
      }
      if (page * 100 >= total || list.length === 0) break;
    }
  }
}
