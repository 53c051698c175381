export { RealtimeBridge, createRealtimeConnection } from './RealtimeBridge.tsx';
export { RealtimeConnection, realtimeUrl, PING_INTERVAL_MS, RECONNECT_DELAY_MS, MAX_RECONNECT_ATTEMPTS } from './connection.ts';
export type { RealtimeHandlers } from './connection.ts';
