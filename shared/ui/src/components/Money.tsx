import { useCallback, useMemo } from 'react';
import { useTranslation } from '@app/i18n';
import {
  convertMoney,
  decimalsOf,
  formatMoney,
  formatMoneyParts,
  formatPercent,
  type MoneyAmount,
  type MoneyFormatOptions,
  type MoneyParts,
} from '../money.ts';
import { useKitValues } from './KitValues.tsx';

export interface MoneyFormatter {
  /** The player's language, as Intl reads it. */
  locale: string;
  format: (amount: MoneyAmount, currency: string, options?: MoneyFormatOptions) => string;
  parts: (amount: MoneyAmount, currency: string, options?: MoneyFormatOptions) => MoneyParts;
  /** An amount in another currency with the platform's rates; null while a rate is unknown. */
  convert: (amount: string, from: string, to: string, round?: 'nearest' | 'up') => string | null;
  /** The currency totals are shown in (the app's display currency); empty when none is set. */
  displayCurrency: string;
  /** An amount in the display currency, formatted; null without a display currency or a rate. */
  formatInDisplay: (amount: string, from: string, options?: MoneyFormatOptions & { round?: 'nearest' | 'up' }) => string | null;
  /** A percentage (12.5 is 12.5 %) in the player's language: "12.5%", "%12,5", "12,5 %". */
  percent: (value: number, options?: { maximumFractionDigits?: number }) => string;
}

/**
 * Formats money in the player's language with each currency's decimals from the platform's
 * currency list (Intl's own digits for a currency the list does not carry); the list, the rates and
 * the display currency are the app's (KitValuesProvider). Re-renders when the language or any of
 * them change.
 */
export function useMoneyFormatter(): MoneyFormatter {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const { currencies: list, rates, displayCurrency } = useKitValues();

  const withDefaults = useCallback(
    (currency: string, options: MoneyFormatOptions = {}): MoneyFormatOptions => ({
      locale,
      decimals: decimalsOf(currency, list),
      ...options,
    }),
    [locale, list],
  );
  return useMemo(() => {
    const convert = (amount: string, from: string, to: string, round: 'nearest' | 'up' = 'nearest') =>
      convertMoney(amount, from, to, rates, { decimals: decimalsOf(to, list), round });
    return {
      locale,
      format: (amount, currency, options) => formatMoney(amount, currency, withDefaults(currency, options)),
      parts: (amount, currency, options) => formatMoneyParts(amount, currency, withDefaults(currency, options)),
      convert,
      displayCurrency,
      formatInDisplay: (amount, from, options = {}) => {
        const { round, ...format } = options;
        const converted = displayCurrency ? convert(amount, from, displayCurrency, round) : null;
        return converted === null ? null : formatMoney(converted, displayCurrency, withDefaults(displayCurrency, format));
      },
      percent: (value, options) => formatPercent(value, locale, options),
    };
  }, [locale, withDefaults, rates, list, displayCurrency]);
}

/** A percentage in the player's language (12.5 is "12.5%" in English, "%12,5" in Turkish). */
export function usePercent(): MoneyFormatter['percent'] {
  return useMoneyFormatter().percent;
}

export interface MoneyProps extends MoneyFormatOptions {
  amount: MoneyAmount;
  currency: string;
  className?: string;
}

/** An amount in the player's language: `<Money amount="12.5" currency="USD" />` shows $12.50. */
export function Money({ amount, currency, className, ...options }: MoneyProps) {
  const { parts } = useMoneyFormatter();
  const shown = parts(amount, currency, options);
  return (
    <span className={className ? `money ${className}` : 'money'}>
      {shown.code ? (
        <>
          <span className="money__amount">{shown.amount}</span> <span className="money__code">{shown.code}</span>
        </>
      ) : (
        shown.amount
      )}
    </span>
  );
}
