/**
 * When the reality check speaks: every `intervalMinutes` counted from the session's start (so a
 * reload does not restart the count), and a warning shortly before a session-time limit ends it.
 */

/** How long before a session-time limit ends the session the player is warned. */
export const SESSION_END_WARNING_MS = 5 * 60_000;

/** The next reminder after `now`: the first whole interval since the start that is still ahead. */
export function nextReminderAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/** Hours and minutes played, for the reminder's text. */
export function playedTime(startedAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A duration in the player's language ("1 hour, 5 minutes"), with the platform's Intl only. */
export function formatPlayed(locale: string, played: { hours: number; minutes: number }): string {
  const unit = (unit: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const parts = [];
  if (played.hours > 0) parts.push(unit('hour', played.hours));
  if (played.minutes > 0 || played.hours === 0) parts.push(unit('minute', played.minutes));
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
