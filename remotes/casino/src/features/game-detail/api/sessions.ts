import { post } from '@app/api';
import type { EndpointResponse } from '@app/contract';

export type GameSession = EndpointResponse<'/game/create-session'>;

/**
 * Opens the game for the signed-in player, in their currency or with play money. Refusals reach
 * the page (no toast): it explains each with the step that lifts it.
 */
export function createSession(gameId: string, currency: string, demo: boolean): Promise<GameSession> {
  return post('/game/create-session', { gameId, currency, ...(demo ? { demo: true } : {}) }, { context: { silent: true } });
}

/** Opens the game with play money for a visitor (no account, no money). */
export function createDemoSession(gameId: string): Promise<GameSession> {
  return post('/game/demo-session/create', { gameId }, { context: { silent: true } });
}
