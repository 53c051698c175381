// What the first screen of a page asks the API for, when the answer is the same for everyone (the
// catalogue, not a player's own data). The page's area builds its first queries from these, and
// the host's early loader starts the same calls beside the main script, so their answers (and the
// first pictures they name) are in by the time the area draws. This file imports nothing: the
// early loader's small build takes it alone.

/** A grid of the catalogue: a page of games, three tiles a row at a phone's width, eight rows. */
export const GAME_GRID_PAGE_SIZE = 24;
/** A row of the home page: its first games. */
export const HOME_ROW_SIZE = 12;
/** The home page's first row: the most played games. */
export const HOME_FIRST_ROW = { tag: 'popular', sort: 'popular' } as const;
/** The lobby's order when the address names none. */
export const LOBBY_DEFAULT_SORT = 'popular';
/** The sportsbook's list: live and upcoming matches, the first page of them. */
export const SPORTS_EVENTS_PAGE_SIZE = 50;

export interface FirstScreenCall {
  /** The endpoint, under the API's base. */
  path: '/game/list' | '/game/categories/list' | '/sports/events/list' | '/sports/list' | '/sports/leagues/list' | '/sports/settings/get';
  body: Readonly<Record<string, unknown>>;
  /** For a list of games: how many of its first thumbnails are on the first screen. */
  pictures?: number;
}

/**
 * The calls of a page's first screen, by its path. A page whose address carries a query (a search,
 * a category) is not listed: its first screen depends on it.
 */
export const FIRST_SCREEN_CALLS: Readonly<Record<string, readonly FirstScreenCall[]>> = {
  '/': [{ path: '/game/list', body: { ...HOME_FIRST_ROW, page: 1, pageSize: HOME_ROW_SIZE }, pictures: 3 }],
  '/casino': [
    { path: '/game/list', body: { sort: LOBBY_DEFAULT_SORT, page: 1, pageSize: GAME_GRID_PAGE_SIZE }, pictures: 3 },
    { path: '/game/categories/list', body: {} },
  ],
  // The matches, the sports and leagues over them, and the book's settings the slip reads.
  '/sports': [
    { path: '/sports/events/list', body: { page: 1, pageSize: SPORTS_EVENTS_PAGE_SIZE } },
    { path: '/sports/list', body: {} },
    { path: '/sports/leagues/list', body: {} },
    { path: '/sports/settings/get', body: {} },
  ],
};

/**
 * A page drawn in the server (/, /casino and /sports for a signed-out visitor) carries the answers
 * its markup was drawn from in a script element of this id (JSON, never run), for the page's query
 * cache.
 */
export const DRAWN_DATA_ID = 'first-screen-data';

/**
 * The cookies the server's draw reads (nothing secret, nothing about the player): a signed-in
 * player's page is not drawn (their own data is never in shared HTML), and a visitor's is drawn in
 * their language, theme and time zone. The page keeps everything else in local storage, which the
 * server never sees.
 */
export const DRAW_COOKIES = { signedIn: 'signed_in', theme: 'theme', language: 'lang', timeZone: 'tz' } as const;
