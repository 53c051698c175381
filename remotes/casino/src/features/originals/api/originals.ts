import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '@app/api';
import type { EndpointRequest, EndpointResponse } from '@app/contract';
import { casinoPlayerKey } from '../../../shared/api/keys.ts';
import { originalsSettingsOptions } from '../../../shared/api/originalsSettings.ts';

export function useOriginalsSettings() {
  return useQuery(originalsSettingsOptions());
}

export const seedsKey = () => casinoPlayerKey('/originals/seeds/get');

/** The player's seed pair in use (its server seed only as a hash) and the last one revealed. */
export function seedsOptions() {
  return queryOptions({ queryKey: seedsKey(), queryFn: () => post('/originals/seeds/get', {}, { context: { silent: true } }) });
}

/** Reveals the server seed in use and starts a new pair with the player's client seed (or a random one). */
export function rotateSeeds(clientSeed: string | undefined) {
  return post('/originals/seeds/rotate', clientSeed ? { clientSeed } : {}, { context: { silent: true } });
}

// Each bet is a money-moving call: its Idempotency-Key makes a double tap or a retry one bet.
// Failures are explained beside the game (no toast).
const quiet = (idempotencyKey: string) => ({ idempotencyKey, context: { silent: true } });

export type DiceBet = EndpointRequest<'/originals/dice/bet'>;
export type DiceResult = EndpointResponse<'/originals/dice/bet'>;
export const betDice = (body: DiceBet, key: string): Promise<DiceResult> => post('/originals/dice/bet', body, quiet(key));

export type LimboBet = EndpointRequest<'/originals/limbo/bet'>;
export type LimboResult = EndpointResponse<'/originals/limbo/bet'>;
export const betLimbo = (body: LimboBet, key: string): Promise<LimboResult> => post('/originals/limbo/bet', body, quiet(key));

export type PlinkoBet = EndpointRequest<'/originals/plinko/bet'>;
export type PlinkoResult = EndpointResponse<'/originals/plinko/bet'>;
export const betPlinko = (body: PlinkoBet, key: string): Promise<PlinkoResult> => post('/originals/plinko/bet', body, quiet(key));

export type MinesStart = EndpointRequest<'/originals/mines/start'>;
export type MinesRoundAnswer = EndpointResponse<'/originals/mines/start'>;
export const startMines = (body: MinesStart, key: string): Promise<MinesRoundAnswer> => post('/originals/mines/start', body, quiet(key));
export const cashoutMines = (roundId: string, key: string): Promise<MinesRoundAnswer> =>
  post('/originals/mines/cashout', { roundId }, quiet(key));
export const revealMines = (roundId: string, tile: number): Promise<MinesRoundAnswer> =>
  post('/originals/mines/reveal', { roundId, tile }, { context: { silent: true } });

export const activeMinesKey = () => casinoPlayerKey('/originals/mines/active');

/** A mines round the player left open (it resumes where it was). */
export function activeMinesOptions() {
  return queryOptions({
    queryKey: activeMinesKey(),
    queryFn: async () => (await post('/originals/mines/active', {}, { context: { silent: true } })).round,
  });
}
