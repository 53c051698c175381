import { useMemo } from 'react';
import { useTranslation } from '@app/i18n';
import { dateTimeFormat } from '@app/i18n/formats';

/** Dates and times in the player's language ("24 Nov 2026, 10:32"). */
export function useFormatDate(): { dateTime: (iso: string) => string; day: (iso: string) => string } {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = dateTimeFormat(locale, { dateStyle: 'medium' });
    const safe = (format: Intl.DateTimeFormat) => (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
    return { dateTime: safe(dateTime), day: safe(day) };
  }, [locale]);
}
