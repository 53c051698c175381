export { store } from './store.ts';
export { authAtom, isSignedInAtom, playerIdAtom, signedOut } from './auth.ts';
export type { AuthState, SignedInUser } from './auth.ts';
export {
  accountSettingsAtom,
  cmsConfigAtom,
  configAtom,
  currencyListAtom,
  currencyRateAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_CMS_CONFIG,
  DEFAULT_THEME,
  deviceTimeZone,
  displayCurrencyAtom,
  drawnTimeZoneAtom,
  initialConfig,
  localeAtom,
  resolveTheme,
  selectCurrency,
  themeAtom,
  timeZoneAtom,
  visibleCurrencyCodes,
} from './config.ts';
export type { CmsConfig, ConfigState, Theme } from './config.ts';
export {
  balanceFromSocket,
  balanceMark,
  balanceMessagesAtom,
  balancesKnownAtom,
  chooseCurrency,
  currentBalanceAtom,
  initialWallet,
  showAnsweredBalance,
  updateBalance,
  walletAtom,
} from './wallet.ts';
export type { WalletState } from './wallet.ts';
export { usePlayer } from './player.ts';
export type { Player } from './player.ts';
export { initialOperator, maintenanceEndMs, operatorAtom, sessionEndedAtom } from './operator.ts';
export type { OperatorState, SessionEnded } from './operator.ts';
export { realtimeUserAtom, userInfoAtom } from './user.ts';
export {
  applyRefresh,
  endSession,
  enterMaintenance,
  expirePassword,
  isSessionExpired,
  leaveMaintenance,
  needsRefresh,
  REFRESH_AHEAD_MS,
  signInWith,
  signOutLocally,
} from './session.ts';
export {
  choosePreference,
  PERSISTENCE_WAIT_MS,
  persistState,
  readStoredPreferences,
  restorePersistedState,
  STORAGE_KEYS,
} from './persistence.ts';
export type { StateStorage } from './persistence.ts';
