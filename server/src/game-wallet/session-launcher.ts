import { randomBytes } from 'node:crypto';
import { fromMinor } from '@app/contract';
import type { LaunchGame, ProviderGame, ProviderLaunch } from '@app/contract/providers';
import { DEFAULT_MAX_BET_USD, DEFAULT_MIN_BET_USD, limitsIn } from './stake-limits.ts';
import type { GameWallet } from './service.ts';

/** A game as the catalogue launches it (the catalogue's GameLaunch), and the provider's launch interface: published in @app/contract/providers. */
export type { LaunchGame, ProviderGame, ProviderLaunch };

export interface LauncherDeps {
  wallet: GameWallet;
  provider: ProviderLaunch;
  /** Units of the currency per US dollar. */
  rate(currency: string): Promise<string>;
  decimals(currency: string): Promise<number>;
}

/**
 * Opens a provider's game: for real money it records the platform's game session (the token the
 * provider presents to the seamless wallet) and then has the provider open its own session for it;
 * demo play opens only the provider's play-money session.
 */
export function createGameLauncher(deps: LauncherDeps) {
  return {
    async open(request: { userId: string; currency: string; language: string; game: LaunchGame; accountSessionId?: string }) {
      const decimals = await deps.decimals(request.currency);
      const limits = limitsIn(request.game, await deps.rate(request.currency), decimals);
      const sessionId = `gs_${randomBytes(18).toString('base64url')}`;
      await deps.wallet.openSession({
        id: sessionId,
        userId: request.userId,
        currency: request.currency,
        gameId: request.game.gameId,
        gameName: request.game.name,
        accountSessionId: request.accountSessionId ?? null,
      });
      const game = { ...request.game, minBet: fromMinor(limits.min, decimals), maxBet: fromMinor(limits.max, decimals) };
      const opened = await deps.provider.open({
        walletSession: sessionId,
        playerRef: request.userId,
        currency: request.currency,
        decimals,
        language: request.language,
        game,
      });
      return { sessionId, launchUrl: opened.launchUrl };
    },

    async demo(request: { language: string; game: LaunchGame }) {
      const game = {
        ...request.game,
        minBet: request.game.minBet ?? DEFAULT_MIN_BET_USD,
        maxBet: request.game.maxBet ?? DEFAULT_MAX_BET_USD,
      };
      const opened = await deps.provider.openDemo({ language: request.language, game });
      return { sessionId: `demo_${opened.token.slice(0, 12)}`, launchUrl: opened.launchUrl };
    },
  };
}
