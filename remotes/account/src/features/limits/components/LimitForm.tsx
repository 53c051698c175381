import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useController, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { LIMIT_COOLING_HOURS, visibleCurrencies, type LimitPeriod, type WalletRgConfig, type WalletRgType } from '@app/contract';
import { currencyListAtom, walletAtom } from '@app/state';
import { decimalsOf, useMoneyFormatter } from '@app/ui';
import { SegmentedField } from '@app/ui/display';
import { AmountField, Form, SelectField, SubmitButton, useZodForm } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { moneyLimitsKey } from '../../../shared/api/moneyLimits.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { LIMIT_PERIODS } from '../../../shared/model/limits.ts';
import { setLimit } from '../api/setLimit.ts';
import { limitChange, limitFormSchema, raiseAppliesAt, type LimitFormValues } from '../model/limitForm.ts';

/** A limit the form starts from (Change on a limit's card); `at` tells one press from the next. */
export interface LimitPreset {
  period: LimitPeriod;
  currency: string;
  amount: string;
  at: number;
}

export interface LimitFormProps {
  type: WalletRgType;
  /** The player's limits of this kind (to say what a new amount does to the one in force). */
  limits: readonly WalletRgConfig[];
  preset: LimitPreset | null;
}

function PeriodField() {
  const { t } = useAreaTranslation();
  const {
    field: { value, onChange },
  } = useController<LimitFormValues, 'period'>({ name: 'period' });
  return (
    <SegmentedField<LimitPeriod>
      fieldClassName="account-choice"
      label={t('limits.period.label')}
      value={value}
      onChange={onChange}
      options={LIMIT_PERIODS.map((period) => ({ value: period, label: t(`limits.period.${period}`) }))}
    />
  );
}

/** Sets a limit, or changes one: the period, the currency and the amount, and what saving it will do. */
export function LimitForm({ type, limits, preset }: LimitFormProps) {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const money = useMoneyFormatter();
  const { dateTime } = useFormatDate();
  const list = useAtomValue(currencyListAtom);
  const currencies = visibleCurrencies(list);
  const selected = useAtomValue(walletAtom).currency;
  const preferred = currencies.some((entry) => entry.currency === selected) ? selected : (currencies[0]?.currency ?? selected);
  const schema = useMemo(() => limitFormSchema((currency) => decimalsOf(currency, list)), [list]);
  const form = useZodForm(schema, { defaultValues: { period: 'daily', currency: preferred, amount: '' } satisfies LimitFormValues });
  const [period, currency, amount] = useWatch({ control: form.control, name: ['period', 'currency', 'amount'] });
  const [saved, setSaved] = useState<{ text: string; at: number } | null>(null);

  // Change on a card fills the form with that limit and takes the player to its amount.
  const { reset, setValue, getValues } = form;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!preset) return;
    reset({ period: preset.period, currency: preset.currency, amount: preset.amount });
    section.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [preset, reset]);
  // The currency list may arrive after the form: the choice follows it until the player picks one.
  useEffect(() => {
    if (preferred && !getValues('currency')) setValue('currency', preferred);
  }, [preferred, getValues, setValue]);

  const existing = limits.find((limit) => limit.period === period && limit.currency === currency);
  const typed = amount.replace(/\.$/, '');
  const change = typed && /[1-9]/.test(typed) ? limitChange(existing, typed) : null;
  const decimals = decimalsOf(currency, list);
  const current = existing ? money.format(existing.amount, existing.currency) : null;
  const outcome =
    change === 'raise'
      ? t('limits.outcome.raise', { hours: LIMIT_COOLING_HOURS, date: dateTime(raiseAppliesAt()) })
      : change === 'lower'
        ? t('limits.outcome.lower')
        : change === 'same'
          ? t('limits.outcome.same')
          : change === 'new'
            ? t('limits.outcome.new')
            : null;

  return (
    <section ref={section} className="section" aria-labelledby="limit-form-title">
      <h2 id="limit-form-title" className="section__title">
        {t('limits.formTitle')}
      </h2>
      <Form
        form={form}
        aria-labelledby="limit-form-title"
        className="stack-card account-card"
        onSubmit={async (values) => {
          setSaved(null);
          const config = await setLimit({ type, ...values });
          await client.invalidateQueries({ queryKey: moneyLimitsKey() });
          const limitText = money.format(config.pendingAmount ?? config.amount, config.currency);
          setSaved({
            text:
              config.pendingAmount !== null
                ? t('limits.savedPending', { amount: limitText, date: dateTime(config.effectiveAt ?? '') })
                : t('limits.savedNow', { amount: limitText }),
            at: Date.now(),
          });
          reset({ ...values, amount: '' });
        }}
      >
        <PeriodField />
        {currencies.length > 1 ? (
          <SelectField<LimitFormValues>
            name="currency"
            label={t('limits.currency')}
            options={currencies.map((entry) => ({ value: entry.currency, label: `${entry.currency} · ${entry.name}` }))}
          />
        ) : null}
        <AmountField<LimitFormValues>
          name="amount"
          label={t('limits.amount')}
          currency={currency}
          decimals={decimals}
          hint={current ? t('limits.currentIs', { amount: current }) : t('limits.noneYet')}
        />
        {outcome ? <p className="account-lead">{outcome}</p> : null}
        {existing && change === 'same' && (existing.pendingAmount !== null || existing.pendingRemoval) ? (
          <p className="account-lead">{t('limits.outcome.cancelsPending')}</p>
        ) : null}
        <p className="account-saved" role="status">
          {saved && (!preset || saved.at >= preset.at) ? saved.text : ''}
        </p>
        <SubmitButton pendingLabel={t('common.saving')}>{t('limits.save')}</SubmitButton>
      </Form>
    </section>
  );
}
