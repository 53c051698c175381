import { signTimestamped, verifyTimestamped } from './signature.ts';

/*
 * A game provider's interfaces with the platform: the launch interface the platform calls to open a
 * session for a player (or a play-money one), and the seamless wallet the provider calls back, with
 * signed JSON posts to {walletUrl}/{balance,bet,win,rollback}.
 */

/**
 * What the catalogue hands a game provider to open one of its games: the game's own figures, so the
 * provider needs no copy of the catalogue.
 */
export interface LaunchGame {
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

/** A game as the provider runs it: its limits in the session's currency (decimal text). */
export type ProviderGame = Omit<LaunchGame, 'minBet' | 'maxBet'> & { minBet: string; maxBet: string };

/** The provider's launch interface: launchUrl is a path the platform frames. */
export interface ProviderLaunch {
  /** A real-money session for a player of the platform (its wallet session token and player id). */
  open(request: {
    walletSession: string;
    playerRef: string;
    currency: string;
    decimals: number;
    language: string;
    game: ProviderGame;
  }): Promise<{ token: string; launchUrl: string }>;
  /** A play-money session: the provider never calls the platform for it. */
  openDemo(request: { language: string; game: ProviderGame }): Promise<{ token: string; launchUrl: string }>;
}

/** The seamless wallet's calls, each posted to {walletUrl}/{method}. */
export type WalletMethod = 'balance' | 'bet' | 'win' | 'rollback';

/**
 * The header a provider signs each seamless-wallet call in: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "t.body">` under the provider's secret.
 */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
/** A call older (or newer) than this is refused: a replayed capture is stale. */
export const WALLET_SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWalletCall(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return signTimestamped(secret, body, timestamp);
}

/** Whether a call's signature is the provider's and fresh; `now` in seconds. */
export function verifyWalletCall(secret: string, body: string, header: string | undefined, now?: number): boolean {
  return verifyTimestamped(secret, body, header, WALLET_SIGNATURE_TOLERANCE_SECONDS, now);
}
