import { useCallback } from 'react';
import { numberFormat } from '@app/i18n/formats';
import { useAreaTranslation } from '../../area.ts';

/** A percentage (12.5 is 12.5 %) in the player's language: "12.5%", "%12,5", "12,5 %". */
export function usePercent(): (value: number) => string {
  const { i18n } = useAreaTranslation();
  const locale = i18n.language || 'en';
  return useCallback((value: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100), [locale]);
}
