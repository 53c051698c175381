// Sample values for the tests of more than one package (the contract's own and the host's).
import type { AccountSettings } from './settings.ts';

/** An operator's account settings that differ from the spec's defaults in every group. */
export const STRICT_ACCOUNT_SETTINGS: AccountSettings = {
  passwordSettings: { minCharacters: 12, minUppercaseCharacters: 2, minLowercaseCharacters: 2, minSpecialCharacters: 1, minDigits: 2 },
  securitySettings: { maxPasswordRetries: 5, passwordExpiryDays: 90, passwordHistoryLimits: 3 },
  gameSettings: { noGameWithoutDeposit: false, minGameKycLevel: 1 },
  paymentSettings: { minDepositKycLevel: 1, minWithdrawKycLevel: 2 },
};

/** The account settings' groups, each of which an answer may leave out. */
export const ACCOUNT_SETTINGS_GROUPS = ['passwordSettings', 'securitySettings', 'gameSettings', 'paymentSettings'] as const;
