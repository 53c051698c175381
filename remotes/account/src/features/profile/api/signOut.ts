import { post } from '@app/api';
import { authAtom, store } from '@app/state';

/** Ends the session on the platform (its refresh token revoked); a failure there still signs out here. */
export async function endSession(): Promise<void> {
  const { refreshToken } = store.get(authAtom);
  await post('/user/auth/logout', { refreshToken }, { context: { silent: true } }).catch(() => undefined);
}
