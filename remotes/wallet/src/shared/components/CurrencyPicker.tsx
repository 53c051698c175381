import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Currency } from '@app/contract';
import { SegmentedControl } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';

export interface CurrencyPickerProps {
  options: readonly Currency[];
  value: string;
  onChange: (currency: string) => void;
}

/** The currency a payment is in: side by side when there are a few, else the platform's own picker. */
export function CurrencyPicker({ options, value, onChange }: CurrencyPickerProps) {
  const { t } = useAreaTranslation();
  const id = useId();
  if (options.length <= 1) return null;
  if (options.length <= 4) {
    return (
      <SegmentedControl
        className="wallet-currency"
        label={t('currency.label')}
        options={options.map((option) => ({ value: option.currency, label: option.currency }))}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <div className="form-field wallet-currency">
      <label className="form-field__label" htmlFor={id}>
        {t('currency.label')}
      </label>
      <div className="form-field__select">
        <select id={id} className="form-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.currency} value={option.currency}>
              {option.currency} · {option.name}
            </option>
          ))}
        </select>
        <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
      </div>
    </div>
  );
}
