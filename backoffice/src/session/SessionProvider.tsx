import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { OperatorRole, StaffSession } from '@app/contract';
import { call, setSessionToken } from '../api/client.ts';

/** The signed-in member as the back office needs them. */
export interface Member {
  staffId: string;
  email: string;
  role: OperatorRole;
}

/** Why the sign-in page is shown again: the session ended on the server, or the member signed out. */
export type SignedOutReason = 'expired' | 'signedOut' | null;

export interface SessionState {
  /** 'checking' while a kept session is confirmed with the server at start. */
  status: 'checking' | 'signedIn' | 'signedOut';
  member: Member | null;
  reason: SignedOutReason;
  /** Keeps the session the second sign-in step answered. */
  signedIn: (session: StaffSession) => void;
  signOut: () => Promise<void>;
  /** The session's token while signed in (the live socket signs in with it). */
  token: string | null;
  /** The server said the session has ended (the live socket's close): back to sign-in with a message. */
  expired: () => void;
}

const STORAGE_KEY = 'backoffice.session';

interface Kept {
  token: string;
  member: Member;
}

function readKept(storage: Storage | undefined): Kept | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in member; only inside the signed-in part of the app. */
export function useMember(): Member {
  const { member } = useSession();
  if (!member) throw new Error('useMember while signed out');
  return member;
}

/**
 * The member's session: kept for the browser tab (sessionStorage: closing the tab forgets it),
 * confirmed with the server at start, and ended when the server answers 401 to a call.
 */
export function SessionProvider({ children, storage = globalThis.sessionStorage }: { children: ReactNode; storage?: Storage }) {
  const [kept, setKept] = useState<Kept | null>(() => readKept(storage));
  const [status, setStatus] = useState<SessionState['status']>(() => (kept ? 'checking' : 'signedOut'));
  const [reason, setReason] = useState<SignedOutReason>(null);

  const end = useCallback(
    (why: SignedOutReason) => {
      storage?.removeItem(STORAGE_KEY);
      setKept(null);
      setStatus('signedOut');
      setReason(why);
    },
    [storage],
  );

  // Before any child's effect calls the API.
  useLayoutEffect(() => {
    setSessionToken(kept?.token ?? null, () => end('expired'));
  }, [kept, end]);

  const token = kept?.token;
  useEffect(() => {
    if (!token || status !== 'checking') return undefined;
    const controller = new AbortController();
    call('/operator/staff/session', {}, controller.signal).then(
      ({ actor }) => {
        if (actor.kind !== 'staff') return end('expired');
        const member = { staffId: actor.staffId, email: actor.email, role: actor.role };
        storage?.setItem(STORAGE_KEY, JSON.stringify({ token, member }));
        setKept({ token, member });
        setStatus('signedIn');
      },
      () => {
        if (!controller.signal.aborted) end('expired');
      },
    );
    return () => controller.abort();
  }, [token, status, end, storage]);

  const signedIn = useCallback(
    (session: StaffSession) => {
      const member = { staffId: session.member.staffId, email: session.member.email, role: session.member.role };
      const next = { token: session.token, member };
      storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      setSessionToken(next.token, () => end('expired'));
      setKept(next);
      setReason(null);
      setStatus('signedIn');
    },
    [storage, end],
  );

  const signOut = useCallback(async () => {
    try {
      await call('/operator/staff/sign-out', {});
    } catch {
      // Signed out here whatever the server says: the token is forgotten.
    }
    end('signedOut');
  }, [end]);

  const expired = useCallback(() => end('expired'), [end]);

  const value = useMemo<SessionState>(
    () => ({
      status,
      member: status === 'signedIn' ? (kept?.member ?? null) : null,
      token: status === 'signedIn' ? (kept?.token ?? null) : null,
      reason,
      signedIn,
      signOut,
      expired,
    }),
    [status, kept, reason, signedIn, signOut, expired],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
