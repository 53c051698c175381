export { RealtimeBridge, useRealtime } from './RealtimeBridge.tsx';
export { MAX_RECONNECT_ATTEMPTS, PING_INTERVAL_MS, RECONNECT_DELAY_MS, RealtimeConnection, realtimeUrl } from './connection.ts';
export type { JotaiStore, RealtimeOptions, WebSocketConstructor } from './connection.ts';
