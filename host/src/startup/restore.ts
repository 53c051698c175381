import { authAtom, isSessionExpired, persistState, restorePersistedState, signOutLocally, store } from '@app/state';
import { SIGN_IN_PATH } from '../routes.ts';

/**
 * Before the first render: config and auth come back from local storage (waiting at most the
 * persistence wait), and from then on are kept there. A session whose expiry has passed is logged
 * out and sent to the sign-in screen (spec section 4).
 */
export async function restoreSession(storage: Storage = window.localStorage, location: Location = window.location): Promise<void> {
  await restorePersistedState(storage);
  persistState(storage);
  if (isSessionExpired(store.get(authAtom))) {
    signOutLocally();
    if (location.pathname !== SIGN_IN_PATH) window.history.replaceState(null, '', SIGN_IN_PATH);
  }
}
