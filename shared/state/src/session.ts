import type { AuthSession, RefreshResponse } from '@app/contract';
import { authAtom, playerIdAtom, signedOut, type AuthState } from './auth.ts';
import { initialOperator, operatorAtom, sessionEndedAtom } from './operator.ts';
import { store } from './store.ts';
import { realtimeUserAtom, userInfoAtom } from './user.ts';
import { balancesKnownAtom, initialWallet, walletAtom } from './wallet.ts';

/** Refresh the access token this long before it expires (spec section 9). */
export const REFRESH_AHEAD_MS = 5 * 60_000;

type Store = typeof store;

/** The signed-in player's own data in the store (details, balances) is forgotten; the chosen currency stays. */
function forgetPlayerData(target: Store): void {
  target.set(userInfoAtom, null);
  target.set(realtimeUserAtom, null);
  target.set(walletAtom, { ...initialWallet, currency: target.get(walletAtom).currency });
  target.set(balancesKnownAtom, false);
}

/**
 * Login (spec section 4): tokens stored, expiresAt = now + expiresIn seconds, isLogin true. A
 * sign-in as another player than the one signed in forgets the previous player's data first.
 */
export function signInWith(session: AuthSession, now: number = Date.now(), target: Store = store): void {
  if (target.get(playerIdAtom) !== session.user.userId) forgetPlayerData(target);
  target.set(authAtom, {
    isLogin: true,
    user: session.user,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresIn: session.expiresIn,
    expiresAt: now + session.expiresIn * 1000,
    currency: session.user.currency,
  });
  target.set(operatorAtom, { ...target.get(operatorAtom), passwordExpired: false });
  target.set(sessionEndedAtom, null);
}

/** Refresh (spec section 4): replaces the tokens and the expiry. */
export function applyRefresh(tokens: RefreshResponse, now: number = Date.now(), target: Store = store): void {
  const current = target.get(authAtom);
  target.set(authAtom, {
    ...current,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    expiresAt: now + tokens.expiresIn * 1000,
  });
}

/** Logout (spec section 4): clears the user and tokens, isLogin false; signed-in data goes too. */
export function signOutLocally(target: Store = store): void {
  target.set(authAtom, signedOut);
  forgetPlayerData(target);
}

/**
 * The platform ended the session (revoked, a token it no longer accepts, a refresh it refused): the
 * player is signed out at once, and the reason (an error code) is kept for the shell, which sends
 * them to the sign-in screen and says why.
 */
export function endSession(reason: string, target: Store = store): void {
  signOutLocally(target);
  target.set(sessionEndedAtom, { reason, at: Date.now() });
}

/** PASSWORD_EXPIRED (spec section 4): log out and raise the flag that opens the reminder. */
export function expirePassword(target: Store = store): void {
  signOutLocally(target);
  target.set(operatorAtom, { ...target.get(operatorAtom), passwordExpired: true });
}

/** Maintenance (spec section 4): store the end time and switch the app into maintenance mode. */
export function enterMaintenance(endTime: string | number | null, target: Store = store): void {
  target.set(operatorAtom, { ...target.get(operatorAtom), isMaintenance: true, maintenanceEndTime: endTime });
}

export function leaveMaintenance(target: Store = store): void {
  const { passwordExpired } = target.get(operatorAtom);
  target.set(operatorAtom, { ...initialOperator, passwordExpired });
}

/** True when the access token expires within five minutes, or already has. */
export function needsRefresh(auth: AuthState, now: number = Date.now()): boolean {
  return auth.isLogin && auth.refreshToken !== '' && auth.expiresAt - now <= REFRESH_AHEAD_MS;
}

/** A signed-in session whose expiry has passed (spec section 4: logged out, sent to sign-in). */
export function isSessionExpired(auth: AuthState, now: number = Date.now()): boolean {
  return auth.isLogin && auth.expiresAt > 0 && auth.expiresAt <= now;
}
