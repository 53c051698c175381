import type { Game, GameSort } from '@app/contract';
import type { GameFilter, GameRow } from './repository.ts';

/** One game of the snapshot: its row and the answer the lobby gets, made once. */
export interface CatalogueEntry {
  row: GameRow;
  game: Game;
}

/**
 * The catalogue as one instance holds it in memory. The catalogue is reference data that changes
 * only with a deployment (the seed runs at start, before any request), so each instance reads it
 * once and answers the lobby's lists, a game's page and the counts without a query: a few hundred
 * games filter and sort in microseconds.
 */
export class CatalogueSnapshot {
  readonly #entries: CatalogueEntry[];
  readonly #byId: Map<string, CatalogueEntry>;
  readonly #sorted = new Map<GameSort, CatalogueEntry[]>();

  constructor(rows: GameRow[], toGame: (row: GameRow) => Game) {
    this.#entries = rows.map((row) => ({ row, game: toGame(row) }));
    this.#byId = new Map(this.#entries.map((entry) => [entry.row.id, entry]));
  }

  find(gameId: string): GameRow | undefined {
    return this.#byId.get(gameId)?.row;
  }

  /** One page of the games that pass the filter, in the given order, and how many pass in all. */
  page(filter: GameFilter, sort: GameSort, page: number, pageSize: number): { list: Game[]; total: number } {
    const matching = this.#ordered(sort).filter((entry) => matches(entry.row, filter));
    const start = (page - 1) * pageSize;
    return { list: matching.slice(start, start + pageSize).map((entry) => entry.game), total: matching.length };
  }

  /** How many games each category, tag and studio holds. */
  counts(): { byCategory: Map<string, number>; byTag: Map<string, number>; byProvider: Map<string, number> } {
    const byCategory = new Map<string, number>();
    const byTag = new Map<string, number>();
    const byProvider = new Map<string, number>();
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const { row } of this.#entries) {
      add(byCategory, row.category_id);
      add(byProvider, row.provider_id);
      for (const tag of row.tags) add(byTag, tag);
    }
    return { byCategory, byTag, byProvider };
  }

  #ordered(sort: GameSort): CatalogueEntry[] {
    let sorted = this.#sorted.get(sort);
    if (!sorted) {
      sorted = [...this.#entries].sort(COMPARE[sort]);
      this.#sorted.set(sort, sorted);
    }
    return sorted;
  }
}

function matches(row: GameRow, filter: GameFilter): boolean {
  if (filter.categoryId && row.category_id !== filter.categoryId) return false;
  if (filter.providerId && row.provider_id !== filter.providerId) return false;
  for (const tag of filter.tags ?? []) if (!row.tags.includes(tag)) return false;
  for (const word of filter.words ?? []) if (!row.search_text.includes(word)) return false;
  return true;
}

const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);
/** Byte order of the folded name, as the database's "C" collation had it. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

const COMPARE: Record<GameSort, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  popular: (a, b) => b.row.popularity - a.row.popularity || byId(a, b),
  newest: (a, b) => b.row.released_at.getTime() - a.row.released_at.getTime() || byId(a, b),
  name: (a, b) => byBytes(a.row.sort_name, b.row.sort_name) || byId(a, b),
};
