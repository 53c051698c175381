import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedInAtom } from '@app/state';
import { SIGN_IN_PATH } from '../routes.ts';

/** A visitor who is not signed in is sent to the sign-in screen, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={SIGN_IN_PATH} replace state={{ from }} />;
  }
  return <>{children}</>;
}
