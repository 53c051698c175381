import { atom } from 'jotai';

/** Operator state (spec section 3). */
export interface OperatorState {
  isMaintenance: boolean;
  /** When maintenance ends: an ISO string or a millisecond timestamp, as the server sent it. */
  maintenanceEndTime: string | number | null;
  passwordExpired: boolean;
}

export const initialOperator: OperatorState = { isMaintenance: false, maintenanceEndTime: null, passwordExpired: false };

export const operatorAtom = atom<OperatorState>(initialOperator);

/** The end of maintenance in milliseconds since the epoch, or null when unknown. */
export function maintenanceEndMs(endTime: string | number | null): number | null {
  if (endTime === null || endTime === '') return null;
  if (typeof endTime === 'number') return endTime < 1e12 ? endTime * 1000 : endTime;
  if (/^\d+$/.test(endTime)) return maintenanceEndMs(Number(endTime));
  const parsed = Date.parse(endTime);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * Why the platform last ended the player's session (an error code such as SESSION_REVOKED), until
 * the shell has taken the player to the sign-in screen; null otherwise.
 */
export interface SessionEnded {
  reason: string;
  /** When, so that the same reason twice is still news. */
  at: number;
}
export const sessionEndedAtom = atom<SessionEnded | null>(null);
