import type { LimitPeriod } from '@app/contract';

export const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

/** When the period holding `at` began (UTC: the day, the week from Monday, the month). */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'daily') return day;
  if (period === 'weekly') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** When the period holding `at` ends and its use starts again from zero. */
export function periodEnd(period: LimitPeriod, at: Date): Date {
  const start = periodStart(period, at);
  if (period === 'daily') return new Date(start.getTime() + 86_400_000);
  if (period === 'weekly') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}
