import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionEndedAtom } from '@app/state';
import { SIGN_IN_PATH } from '../routes.ts';

/**
 * When the platform ends the session (revoked, a token it no longer accepts, a refused refresh, the
 * socket closed for it), the player has been signed out at once; this takes them to the sign-in
 * screen, which says why (`sessionEndedAtom`), and brings them back where they were once signed in
 * again.
 */
export function SessionEnded() {
  const ended = useAtomValue(sessionEndedAtom);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const taken = useRef(0);

  useEffect(() => {
    if (!ended || taken.current === ended.at) return;
    taken.current = ended.at;
    if (pathname !== SIGN_IN_PATH) navigate(SIGN_IN_PATH, { state: { from: `${pathname}${search}${hash}` } });
  }, [ended, navigate, pathname, search, hash]);
  return null;
}
