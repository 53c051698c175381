/** The period a weekly ("2026-W05") or monthly ("2026-02") reward was earned in. */
export type RewardPeriod = { kind: 'week'; year: number; week: number } | { kind: 'month'; year: number; month: number };

export function parsePeriod(period: string | null): RewardPeriod | null {
  if (!period) return null;
  const week = /^(\d{4})-W(\d{1,2})$/.exec(period);
  if (week) return { kind: 'week', year: Number(week[1]), week: Number(week[2]) };
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month && Number(month[2]) >= 1 && Number(month[2]) <= 12) return { kind: 'month', year: Number(month[1]), month: Number(month[2]) };
  return null;
}

/** A month in the player's language ("February 2026", "Şubat 2026"). */
export function formatMonth(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
