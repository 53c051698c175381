import { atom } from 'jotai';

/**
 * Whether the socket has given up: its last reconnect attempt failed and live updates (balances,
 * payments, odds) stopped until it opens again (on Retry, when the browser is online again or the
 * tab is visible again).
 */
export const liveUpdatesStoppedAtom = atom(false);
