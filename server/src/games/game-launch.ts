import type { LaunchGame } from '@app/contract/providers';

/**
 * What the catalogue hands a game provider to open one of its games: the game's own figures, so the
 * provider needs no copy of the catalogue (published in @app/contract/providers).
 */
export type GameLaunch = LaunchGame;

/**
 * Opens a provider's game: for a player with real money (the provider then calls the seamless
 * wallet) or in play money for anyone. launchUrl is a path on the platform's origin that the
 * client frames.
 */
export interface GameLauncher {
  open(request: {
    userId: string;
    currency: string;
    language: string;
    game: GameLaunch;
  }): Promise<{ sessionId: string; launchUrl: string }>;
  demo(request: { language: string; game: GameLaunch }): Promise<{ sessionId: string; launchUrl: string }>;
}
