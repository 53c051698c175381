import type { AccountSettings } from '@app/contract';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

/** Refuses a player who may not play for real money (throws the reason). */
export type PlayGate = (user: UserRow) => Promise<void>;

/**
 * The operator's conditions for real-money play, the same as for opening a provider's game: the
 * verification level gameSettings.minGameKycLevel asks for (KYC_LEVEL_REQUIRED) and, with
 * gameSettings.noGameWithoutDeposit, a first settled deposit (GAME_DEPOSIT_REQUIRED).
 */
export function realMoneyGate(deps: {
  settings(): Promise<AccountSettings>;
  hasSettledDeposit(userId: string): Promise<boolean>;
}): PlayGate {
  return async (user) => {
    const { minGameKycLevel, noGameWithoutDeposit } = (await deps.settings()).gameSettings;
    if (user.kyc_level < minGameKycLevel) {
      throw new ApiError('KYC_LEVEL_REQUIRED', `Verify your account to level ${minGameKycLevel} to play`, {
        requiredLevel: minGameKycLevel,
        currentLevel: user.kyc_level,
      });
    }
    if (noGameWithoutDeposit && !(await deps.hasSettledDeposit(user.id))) {
      throw new ApiError('GAME_DEPOSIT_REQUIRED', 'Make a first deposit to play', {});
    }
  };
}
