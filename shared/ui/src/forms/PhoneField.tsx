import { useRef } from 'react';
import { get, useController, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import { describedBy, FieldShell, useFieldError, useFieldIds, type FieldBaseProps } from './FieldShell.tsx';
import type { PhoneCountry, PhoneValue } from './schemas.ts';

export interface PhoneFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T> {
  /** The countries offered, each with its dial code. */
  countries: readonly PhoneCountry[];
  placeholder?: string;
}

/**
 * A phone number: the country's dial code chosen from a list, then the national number on the
 * telephone keypad. The form holds `{ country, number }`; check it with `phoneSchema`.
 */
export function PhoneField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  countries,
  placeholder,
}: PhoneFieldProps<T>) {
  const { t } = useTranslation('common');
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const ids = useFieldIds();
  const error = useFieldError(name);
  const countryInvalid = !!get(errors, `${name}.country`);
  const numberRef = useRef<HTMLInputElement | null>(null);
  const countryRef = useRef<HTMLSelectElement | null>(null);
  const value: PhoneValue = { country: '', number: '', ...(field.value as Partial<PhoneValue> | undefined) };
  const countryLabel = `${ids.id}-country`;

  // The form focuses the part that is wrong when it sends the player back to this field.
  const focusTarget = {
    focus: () => (countryInvalid ? countryRef.current : numberRef.current)?.focus(),
  };

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="form-field__phone" role="group" aria-labelledby={`${ids.id}-label`}>
        <div className="form-field__select form-field__select--dial">
          <span className="visually-hidden" id={countryLabel}>
            {t('forms.dialCode')}
          </span>
          <select
            ref={(element) => {
              countryRef.current = element;
            }}
            className="form-field__control"
            aria-labelledby={countryLabel}
            aria-invalid={countryInvalid ? true : undefined}
            value={value.country}
            onChange={(event) => field.onChange({ ...value, country: event.target.value })}
            onBlur={field.onBlur}
          >
            {value.country === '' ? <option value="">{t('forms.choose')}</option> : null}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.label} (${country.dialCode})`}
              </option>
            ))}
          </select>
          <span className="form-field__dial" aria-hidden="true">
            {countries.find((country) => country.code === value.country)?.dialCode ?? '+'}
          </span>
          <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
        </div>
        <input
          ref={(element) => {
            numberRef.current = element;
            field.ref(element ? focusTarget : null);
          }}
          id={ids.id}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={placeholder}
          className="form-field__control"
          value={value.number}
          onChange={(event) => field.onChange({ ...value, number: event.target.value })}
          onBlur={field.onBlur}
          aria-invalid={error && !countryInvalid ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
      </div>
    </FieldShell>
  );
}
