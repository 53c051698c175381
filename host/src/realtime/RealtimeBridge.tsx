import { useEffect, useRef } from 'react';
import { RealtimeConnection, type RealtimeOptions } from './connection.ts';

/**
 * Keeps the realtime socket in step with the session for as long as the calling component is
 * mounted: open while signed in, reopened with each new access token, closed on sign-out.
 * The options are read once, when the component mounts.
 */
export function useRealtime(options?: RealtimeOptions): void {
  const initialOptions = useRef(options);
  useEffect(() => {
    const connection = new RealtimeConnection(initialOptions.current);
    connection.start();
    return () => connection.stop();
  }, []);
}

/** The realtime socket as a component, for the shell to mount once. */
export function RealtimeBridge(): null {
  useRealtime();
  return null;
}
