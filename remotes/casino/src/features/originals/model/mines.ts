import { formatScaled, MINES_GRID, minesMultiplier } from '@app/contract/fairness';
import type { MinesRound } from '@app/contract';

export const MINE_COUNTS = Array.from({ length: MINES_GRID - 1 }, (_, index) => index + 1);
export const DEFAULT_MINES = 3;

export type TileState = 'hidden' | 'safe' | 'mine' | 'mineHit';

/**
 * What each of the 25 tiles shows: hidden, a safe tile found, or (once the round ends) a mine;
 * the mine the player stepped on (`hit`, the last tile picked in a lost round) stands out.
 */
export function tileStates(round: MinesRound | null, hit: number | null = null): TileState[] {
  const revealed = new Set(round?.revealed ?? []);
  const mines = new Set(round?.minePositions ?? []);
  return Array.from({ length: MINES_GRID }, (_, tile) => {
    if (mines.has(tile)) return round?.status === 'busted' && tile === hit ? 'mineHit' : 'mine';
    return revealed.has(tile) ? 'safe' : 'hidden';
  });
}

/** The first safe tile's multiplier for a mine count, before a round starts ("1.1300"). */
export function firstMultiplier(mines: number, houseEdge: number | undefined): string | null {
  return houseEdge === undefined ? null : formatScaled(minesMultiplier(mines, 1, houseEdge), 4);
}
