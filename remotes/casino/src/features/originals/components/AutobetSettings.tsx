import type { ReactNode } from 'react';
import { numberFormat } from '@app/i18n/formats';
import { SegmentedControl } from '@app/ui/display';
import { describedBy, FieldShell, type FieldIds } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import {
  AUTOBET_MAX_COUNT,
  AUTOBET_MAX_PERCENT,
  AUTOBET_MIN_COUNT,
  type AutobetField,
  type AutobetProblem,
  type AutobetTyped,
} from '../model/autobet.ts';
import '../originals.css';

export interface AutobetSettingsProps {
  /** The ids' common start: each field's id is `<idPrefix>-<field>`. */
  idPrefix: string;
  value: AutobetTyped;
  onChange: (next: AutobetTyped) => void;
  problems: Partial<Record<AutobetField, AutobetProblem>>;
  currency: string;
  /** A run is going: nothing changes until it ends. */
  disabled: boolean;
}

/** The id of an autobet field (the form focuses the first wrong one). */
export const autobetFieldId = (idPrefix: string, field: AutobetField) => `${idPrefix}-${field}`;

function idsOf(idPrefix: string, field: AutobetField): FieldIds {
  const id = autobetFieldId(idPrefix, field);
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** One typed setting: its label, its hint and its error tied to the input, a unit after it. */
function SettingField({
  ids,
  label,
  hint,
  error,
  optional,
  unit,
  inputMode,
  value,
  onChange,
}: {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  optional?: boolean;
  unit?: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <div className="form-field__group">
        <input
          id={ids.id}
          className="form-field__control"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, unit ? `${ids.id}-unit` : undefined)}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? (
          <span className="form-field__suffix" id={`${ids.id}-unit`}>
            {unit}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

/** The autobet's settings: how many bets, the stake after a win and after a loss, and the two optional stops. */
export function AutobetSettings({ idPrefix, value, onChange, problems, currency, disabled }: AutobetSettingsProps) {
  const { t, i18n } = useAreaTranslation();
  const number = (count: number) => numberFormat(i18n.language || 'en').format(count);
  const set = <K extends keyof AutobetTyped>(key: K, next: AutobetTyped[K]) => onChange({ ...value, [key]: next });
  const percentError = t('autobet.percentInvalid', { max: number(AUTOBET_MAX_PERCENT) });
  const amountError = t('autobet.amountInvalid');
  const after = (side: 'onWin' | 'onLoss') => {
    const percentField = side === 'onWin' ? 'onWinPercent' : 'onLossPercent';
    return (
      <div className="autobet__after">
        <span className="form-field__label" aria-hidden="true">
          {side === 'onWin' ? t('autobet.onWin') : t('autobet.onLoss')}
        </span>
        <SegmentedControl<'reset' | 'increase'>
          label={side === 'onWin' ? t('autobet.onWin') : t('autobet.onLoss')}
          options={[
            { value: 'reset', label: t('autobet.reset') },
            { value: 'increase', label: t('autobet.increase') },
          ]}
          value={value[side]}
          onChange={(next) => set(side, next)}
        />
        {value[side] === 'increase' ? (
          <SettingField
            ids={idsOf(idPrefix, percentField)}
            label={side === 'onWin' ? t('autobet.increaseOnWin') : t('autobet.increaseOnLoss')}
            error={problems[percentField] ? percentError : undefined}
            unit="%"
            inputMode="decimal"
            value={value[percentField]}
            onChange={(next) => set(percentField, next)}
          />
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="autobet" disabled={disabled}>
      <legend className="visually-hidden">{t('autobet.settings')}</legend>
      <SettingField
        ids={idsOf(idPrefix, 'count')}
        label={t('autobet.count')}
        hint={t('autobet.countHint', { min: number(AUTOBET_MIN_COUNT), max: number(AUTOBET_MAX_COUNT) })}
        error={problems.count ? t('autobet.countInvalid', { min: number(AUTOBET_MIN_COUNT), max: number(AUTOBET_MAX_COUNT) }) : undefined}
        inputMode="numeric"
        value={value.count}
        onChange={(next) => set('count', next)}
      />
      {after('onWin')}
      {after('onLoss')}
      <SettingField
        ids={idsOf(idPrefix, 'stopProfit')}
        label={t('autobet.stopProfit')}
        hint={t('autobet.stopHint')}
        error={problems.stopProfit ? amountError : undefined}
        optional
        unit={currency}
        inputMode="decimal"
        value={value.stopProfit}
        onChange={(next) => set('stopProfit', next)}
      />
      <SettingField
        ids={idsOf(idPrefix, 'stopLoss')}
        label={t('autobet.stopLoss')}
        hint={t('autobet.stopHint')}
        error={problems.stopLoss ? amountError : undefined}
        optional
        unit={currency}
        inputMode="decimal"
        value={value.stopLoss}
        onChange={(next) => set('stopLoss', next)}
      />
    </fieldset>
  );
}
