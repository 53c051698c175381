import { useMemo } from 'react';
import { useTranslation } from '@app/i18n';
import { dateTimeFormat } from '@app/i18n/formats';

export interface DateFormatter {
  /** A moment in the player's language ("24 Nov 2026, 10:32"). */
  dateTime: (iso: string) => string;
  /** The day of a moment ("24 Nov 2026"). */
  day: (iso: string) => string;
  /** A calendar day as written (YYYY-MM-DD, a date of birth), never moved by the time zone. */
  calendarDay: (isoDay: string) => string;
}

/** Dates and times in the player's language. */
export function useFormatDate(): DateFormatter {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = dateTimeFormat(locale, { dateStyle: 'medium' });
    const utcDay = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const safe = (format: Intl.DateTimeFormat) => (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
    return {
      dateTime: safe(dateTime),
      day: safe(day),
      calendarDay: (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? safe(utcDay)(`${isoDay}T00:00:00Z`) : isoDay),
    };
  }, [locale]);
}
