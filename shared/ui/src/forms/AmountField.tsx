import type { InputHTMLAttributes } from 'react';
import { useController, useFormContext, type FieldValues, type PathValue } from 'react-hook-form';
import { useTranslation } from '@app/i18n';
import { compareAmounts, displayAmount, normaliseAmount } from './amount.ts';
import { describedBy, FieldShell, useFieldError, useFieldIds, type FieldBaseProps } from './FieldShell.tsx';
import { formatMoney } from '../money.ts';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'min' | 'max' | 'children'
>;

export interface AmountFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T>, InputProps {
  /** The currency code, shown beside the amount and used to format the limits. */
  currency: string;
  /** The currency's fraction digits: typing stops there (0 for VND and JPY). */
  decimals: number;
  /** The channel's smallest amount (a plain decimal such as "10"); shown in the hint. */
  min?: string | undefined;
  /** The channel's largest amount. */
  max?: string | undefined;
  /** Amounts offered as chips that fill the field (plain decimals such as "50"). */
  quickPicks?: readonly string[];
  /** A Max chip after the quick picks that fills in `max` (a withdrawal: all the player can take out). */
  maxPick?: boolean;
}

/**
 * An amount of money: the decimal keypad, the player's decimal mark, no more fraction digits than
 * the currency has, the channel's limits in the hint, and quick-pick chips. The form holds a plain
 * decimal ("1234.5"); check it with `amountSchema` and the same rules.
 */
export function AmountField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  currency,
  decimals,
  min,
  max,
  quickPicks = [],
  maxPick = false,
  ...input
}: AmountFieldProps<T>) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const { control, setValue } = useFormContext<T>();
  const {
    field: { ref, name: fieldName, value: held, onChange, onBlur },
  } = useController({ control, name });
  const ids = useFieldIds();
  const error = useFieldError(name);
  const value = typeof held === 'string' ? held : '';
  const money = (amount: string) => formatMoney(amount, currency, { decimals, locale: language });

  const limits =
    min !== undefined && max !== undefined
      ? t('forms.amountRange', { min: money(min), max: money(max) })
      : min !== undefined
        ? t('forms.amountFrom', { min: money(min) })
        : max !== undefined
          ? t('forms.amountUpTo', { max: money(max) })
          : null;
  const shownHint = hint ?? limits;
  const outside = (pick: string) =>
    (min !== undefined && compareAmounts(pick, min) < 0) || (max !== undefined && compareAmounts(pick, max) > 0);
  const pickAmount = (pick: string) =>
    setValue(name, normaliseAmount(pick, decimals) as PathValue<T, typeof name>, {
      shouldValidate: true,
      shouldDirty: true,
      shouldTouch: true,
    });
  const showMax = maxPick && max !== undefined;

  return (
    <FieldShell ids={ids} label={label} hint={shownHint} error={error} optional={optional} className={className}>
      <div className="form-field__group">
        <input
          autoComplete="off"
          {...input}
          ref={ref}
          name={fieldName}
          id={ids.id}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          className="form-field__control form-field__control--amount"
          value={displayAmount(value, language)}
          onChange={(event) => onChange(normaliseAmount(event.target.value, decimals))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, shownHint, error, `${ids.id}-currency`)}
        />
        <span className="form-field__suffix" id={`${ids.id}-currency`}>
          {currency}
        </span>
      </div>
      {quickPicks.length > 0 || showMax ? (
        <div className="form-chips" role="group" aria-label={t('forms.quickAmounts')}>
          {quickPicks.map((pick) => (
            <button
              key={pick}
              type="button"
              className="form-chip"
              aria-pressed={value !== '' && compareAmounts(value, pick) === 0}
              disabled={outside(pick)}
              onClick={() => pickAmount(pick)}
            >
              {money(pick)}
            </button>
          ))}
          {showMax ? (
            <button
              type="button"
              className="form-chip"
              aria-label={t('forms.maxAmount', { amount: money(max) })}
              aria-pressed={value !== '' && compareAmounts(value, max) === 0}
              disabled={min !== undefined && compareAmounts(max, min) < 0}
              onClick={() => pickAmount(max)}
            >
              {t('forms.max')}
            </button>
          ) : null}
        </div>
      ) : null}
    </FieldShell>
  );
}
