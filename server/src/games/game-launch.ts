/**
 * What the catalogue hands a game provider to open one of its games: the game's own figures, so the
 * provider needs no copy of the catalogue.
 */
export interface GameLaunch {
  gameId: string;
  name: string;
  providerName: string;
  engine: 'slot' | 'baccarat' | 'keno';
  /** Return to player, percent ("96.50"). */
  rtp: string;
  volatility: string;
  /** Bet limits in USD (decimal text), null when the game sets none. */
  minBet: string | null;
  maxBet: string | null;
  /** The game's colours and motif, so the provider's page matches the lobby's artwork. */
  theme: unknown;
  paylines: number | null;
}

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
