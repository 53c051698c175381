import { useCallback, useEffect, useRef } from 'react';
import { realtimeHub } from '@app/api';
import { authAtom, store as pageStore } from '@app/state';
import { afterPaint } from '@app/ui/paint';
import type { RealtimeConnection, RealtimeOptions } from './connection.ts';
import { LiveUpdatesNotice } from './LiveUpdatesNotice.tsx';

/**
 * Keeps the realtime socket in step with the session for as long as the calling component is
 * mounted: open while signed in (or while an area follows a topic), signed in again with each new
 * access token, closed on sign-out. The connection's code loads only once a socket is wanted, so a
 * visitor's first screen neither downloads nor runs it. The options are read once, when the
 * component mounts. Answers the Retry of the notice that live updates stopped.
 */
export function useRealtime(options?: RealtimeOptions): { retry: () => void } {
  const initialOptions = useRef(options);
  const current = useRef<RealtimeConnection | undefined>(undefined);
  useEffect(() => {
    const store = initialOptions.current?.store ?? pageStore;
    let connection: RealtimeConnection | undefined;
    let loading = false;
    let unmounted = false;
    const wanted = () => {
      const { isLogin, accessToken } = store.get(authAtom);
      return (isLogin && Boolean(accessToken)) || realtimeHub.wantedTopics().length > 0;
    };
    const stopWatching: Array<() => void> = [];
    const startWhenWanted = () => {
      if (loading || !wanted()) return;
      loading = true;
      for (const stop of stopWatching.splice(0)) stop();
      void afterPaint()
        .then(() => import('./connection.ts'))
        .then(({ RealtimeConnection }) => {
          if (unmounted) return;
          // From here the connection follows the session and the topics itself.
          connection = new RealtimeConnection(initialOptions.current);
          current.current = connection;
          connection.start();
        });
    };
    stopWatching.push(store.sub(authAtom, startWhenWanted), realtimeHub.watchDemand(startWhenWanted));
    startWhenWanted();
    return () => {
      unmounted = true;
      for (const stop of stopWatching.splice(0)) stop();
      connection?.stop();
      current.current = undefined;
    };
  }, []);
  return { retry: useCallback(() => current.current?.retry(), []) };
}

/** The realtime socket as a component, for the shell to mount once, with its notice when it gave up. */
export function RealtimeBridge({ options }: { options?: RealtimeOptions } = {}) {
  const { retry } = useRealtime(options);
  return <LiveUpdatesNotice onRetry={retry} store={options?.store ?? pageStore} />;
}
