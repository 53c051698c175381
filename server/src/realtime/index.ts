import { realtimeRoutes, type RealtimeDeps } from './routes.ts';

export { closeRealtimeSockets, realtimeSocketError } from './routes.ts';
export type { TopicSnapshotProvider } from './snapshots.ts';

/** The largest frame the socket accepts at all; anything between this and the message limit closes 4003. */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

/** The realtime socket (/ws): a player's events and topics of live data, from the bus of every instance. */
export function createRealtime(deps: RealtimeDeps) {
  return { routes: realtimeRoutes(deps) };
}
