import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '@app/contract';
import { dashboardKey, documentsKey, playerKey, releasesKey, withdrawalsKey } from '../api/keys.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { openOperatorSocket, type LiveStatus, type OperatorSocketOptions } from './socket.ts';

const LiveContext = createContext<LiveStatus>('connecting');

/** Whether the pages are following the server live (shown in the top bar). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext);
}

/**
 * How often a page asks again by itself: never while the socket is live (its messages say when),
 * every `everyMs` while it is not.
 */
export function useFallbackRefresh(everyMs: number): number | false {
  return useLiveStatus() === 'live' ? false : everyMs;
}

/** Marks stale what an operator topic's message says has changed: the pages showing it read again. */
export function applyLiveMessage(queryClient: QueryClient, message: ServerMessage): void {
  const stale = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (message.m) {
    case 'operator.withdrawal':
      stale(withdrawalsKey);
      stale(playerKey(message.p.withdrawal.userId));
      stale(dashboardKey);
      return;
    case 'operator.kyc.document':
      stale(documentsKey);
      stale(playerKey(message.p.document.userId));
      stale(dashboardKey);
      return;
    case 'operator.dashboard.changed':
      stale(dashboardKey);
      return;
    case 'operator.release.health':
      stale(releasesKey);
      return;
    default:
      return;
  }
}

/**
 * The signed-in member's live socket for as long as they are signed in: its messages refresh the
 * queues, the player pages, the dashboard and the releases; a close that ends the session goes back
 * to sign-in with the expired message.
 */
export function LiveProvider({ children, WebSocket }: { children: ReactNode; WebSocket?: OperatorSocketOptions['WebSocket'] }) {
  const { token, expired } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!token) return undefined;
    const socket = openOperatorSocket({
      token,
      WebSocket,
      onMessage: (message) => applyLiveMessage(queryClient, message),
      onSessionEnded: expired,
      onStatus: setStatus,
    });
    return () => socket.close();
  }, [token, expired, queryClient, WebSocket]);
  return <LiveContext.Provider value={status}>{children}</LiveContext.Provider>;
}

/** The top bar's word on the live updates: live, or connecting again (the lists may be behind). */
export function LiveBadge() {
  const { t } = useTranslation('backoffice');
  const status = useLiveStatus();
  return (
    <span className={`bo-live bo-live--${status}`} role="status" data-testid="live-status">
      <span className="bo-live__dot" aria-hidden="true" />
      {t(`live.${status}`)}
    </span>
  );
}
