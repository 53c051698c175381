import { useAtomValue } from 'jotai';
import { accountSettingsAtom, userInfoAtom } from '@app/state';

/**
 * The verification level a deposit or a withdrawal needs, when the player's own level is below
 * it (the operator's paymentSettings); null when nothing stands in the way or the level is not
 * known yet. The platform checks it too (KYC_LEVEL_REQUIRED); this only says so up front.
 */
export function useKycGate(action: 'deposit' | 'withdraw'): { requiredLevel: number; currentLevel: number } | null {
  const settings = useAtomValue(accountSettingsAtom);
  const userInfo = useAtomValue(userInfoAtom);
  if (!userInfo) return null;
  const requiredLevel = action === 'deposit' ? settings.paymentSettings.minDepositKycLevel : settings.paymentSettings.minWithdrawKycLevel;
  return userInfo.kycLevel < requiredLevel ? { requiredLevel, currentLevel: userInfo.kycLevel } : null;
}
