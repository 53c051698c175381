import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface SettingSelectProps {
  label: string;
  /** A line under the field, read out as the select's description. */
  hint?: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The select's id (one of its own unless given). */
  id?: string;
}

/**
 * A setting chosen from a list and applied as soon as it changes, outside a form (the platform's
 * own picker on phones), drawn like the form fields.
 */
export function SettingSelect({ label, hint, value, options, onChange, disabled, id }: SettingSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="form-field__select">
        <select
          id={selectId}
          className="form-field__control"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
      </div>
      {hint ? (
        <div className="form-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
