import { GameWallet, type GameWalletDeps } from './service.ts';

export { gameWalletRoutes } from './routes.ts';
export { createGameLauncher, type LaunchGame, type ProviderGame, type ProviderLaunch } from './session-launcher.ts';
export { signWalletBody, verifyWalletSignature, WALLET_SIGNATURE_HEADER, WALLET_SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';
export type { GameWallet, WalletMethod } from './service.ts';
export type { WalletAnswer } from './repository.ts';
export { maxWinMultiplier } from './stake-limits.ts';

/**
 * The platform's seamless wallet for a game provider: the provider debits stakes and credits wins
 * with signed calls, each kept under its transaction id so that replays move nothing; money moves
 * only through the bets service.
 */
export function createGameWallet(deps: GameWalletDeps): GameWallet {
  return new GameWallet(deps);
}
