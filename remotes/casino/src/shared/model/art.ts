// The pixel sizes game artwork is drawn at, as the catalogue serves it (GAME_ART_SIZES of the
// contract, kept here so a visitor's first page does not carry the contract's schemas): every
// tile and cover reserves its box before the image arrives, so the lobby never shifts.
export const TILE_ART = { width: 240, height: 320 } as const;
export const COVER_ART = { width: 640, height: 360 } as const;

/** How many tiles of a grid or a row load at once (the first screen's images: the rest are lazy). */
export const FIRST_SCREEN_TILES = 6;
