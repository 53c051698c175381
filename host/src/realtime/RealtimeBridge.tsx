import { useEffect, useRef } from 'react';
import { realtimeHub } from '@app/api';
import { authAtom, store as pageStore } from '@app/state';
import { afterPaint } from '@app/ui/paint';
import type { RealtimeConnection, RealtimeOptions } from './connection.ts';

/**
 * Keeps the realtime socket in step with the session for as long as the calling component is
 * mounted: open while signed in (or while an area follows a topic), reopened with each new access
 * token, closed on sign-out. The connection's code loads only once a socket is wanted, so a
 * visitor's first screen neither downloads nor runs it. The options are read once, when the
 * component mounts.
 */
export function useRealtime(options?: RealtimeOptions): void {
  const initialOptions = useRef(options);
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
          connection.start();
        });
    };
    stopWatching.push(store.sub(authAtom, startWhenWanted), realtimeHub.watchDemand(startWhenWanted));
    startWhenWanted();
    return () => {
      unmounted = true;
      for (const stop of stopWatching.splice(0)) stop();
      connection?.stop();
    };
  }, []);
}

/** The realtime socket as a component, for the shell to mount once. */
export function RealtimeBridge(): null {
  useRealtime();
  return null;
}
