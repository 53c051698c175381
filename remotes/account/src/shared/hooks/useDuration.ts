import { useMemo } from 'react';
import { useTranslation } from '@app/i18n';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** A number of minutes in the largest whole unit: 90 is 90 minutes, 120 is 2 hours. */
export function minutesIn(minutes: number): { value: number; unit: Unit } {
  return minutes >= 60 && minutes % 60 === 0 ? { value: minutes / 60, unit: 'hour' } : { value: minutes, unit: 'minute' };
}

/** A number of days as people say it: 7 days, 6 months (183 days), 1 year, 5 years. */
export function daysIn(days: number): { value: number; unit: Unit } {
  if (days >= 365 && days % 365 === 0) return { value: days / 365, unit: 'year' };
  if (days >= 180 && days < 365) return { value: Math.round(days / 30.44), unit: 'month' };
  return { value: days, unit: 'day' };
}

/** A wait in seconds as people say it: 45 seconds, or whole minutes (rounded up) from 90 seconds. */
export function secondsIn(seconds: number): { value: number; unit: Unit } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 90 ? { value: whole, unit: 'second' } : minutesIn(Math.ceil(whole / 60));
}

export interface DurationFormatter {
  seconds: (seconds: number) => string;
  minutes: (minutes: number) => string;
  days: (days: number) => string;
}

/** Lengths of time in the player's language and grammar ("30 minutes", "2 hours", "6 months"), by Intl. */
export function useDuration(): DurationFormatter {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    const format = ({ value, unit }: { value: number; unit: Unit }) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
      } catch {
        return `${value} ${unit}`;
      }
    };
    return {
      seconds: (seconds) => format(secondsIn(seconds)),
      minutes: (minutes) => format(minutesIn(minutes)),
      days: (days) => format(daysIn(days)),
    };
  }, [locale]);
}
