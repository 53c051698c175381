export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until the end, in whole seconds, floored at 0. */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((endMs - nowMs) / 1000));
}

/** The time left split into days, hours, minutes and seconds (all 0 once the end has passed). */
export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const total = secondsLeft(endMs, nowMs);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A time left in its largest whole unit. */
export interface TimeLeft {
  value: number;
  unit: 'day' | 'hour' | 'minute';
}

/** The time left until `expiresAt` in its largest whole unit (at least one minute), or null once it has passed. */
export function timeLeft(expiresAt: string, now: number): TimeLeft | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  const days = Math.floor(left / 86_400_000);
  if (days >= 1) return { value: days, unit: 'day' };
  const hours = Math.floor(left / 3_600_000);
  if (hours >= 1) return { value: hours, unit: 'hour' };
  return { value: Math.max(1, Math.floor(left / 60_000)), unit: 'minute' };
}
