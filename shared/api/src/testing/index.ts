// Fake API answers for unit tests: one fetch stand-in with the calls it saw, and one set of
// handlers per domain whose answers are typed by the contract. What the host and more than one area
// answer lives here (the start-up configuration, signing in, the player, the wallet); an area's own
// fakes live in its test/ folder. Tests use these instead of writing their own fetch fakes.
// (Browser and server tests use the real server.) With them, the page tests' harness: a player in
// the store, the fake API started and reset, and renderArea.
export {
  answer,
  apiPath,
  errorResponse,
  fakeApi,
  idempotentAnswers,
  jsonResponse,
  type FakeApi,
  type FakeCall,
  type FakeRoute,
  type FakeRoutes,
} from './fakeApi.ts';
export { configRoutes, FAKE_CURRENCIES } from './config.ts';
export { authRoutes, FAKE_SESSION } from './auth.ts';
export { FAKE_USER_INFO, userRoutes } from './user.ts';
export {
  bonusForfeitRoute,
  fakeBalanceDetails,
  fakeBonusLot,
  openBonusLots,
  walletRoutes,
  type BalanceDetails,
  type BonusLotEntry,
} from './wallet.ts';
export {
  bodiesTo,
  cameFrom,
  currentLocation,
  fixClock,
  renderArea,
  resetFakeApi,
  signInPlayer,
  signOutPlayer,
  startFakeApi,
} from './harness.tsx';
export type { AreaPages, RenderAreaOptions, SignInOptions } from './harness.tsx';
