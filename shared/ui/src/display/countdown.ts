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
