import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface CountSelectProps {
  id: string;
  label: string;
  value: number;
  counts: readonly number[];
  onChange: (count: number) => void;
  disabled?: boolean;
  /** A line under the field. */
  hint?: ReactNode;
}

/** A game setting picked from a few whole numbers (the mines on the board, the rows of pins). */
export function CountSelect({ id, label, value, counts, onChange, disabled, hint }: CountSelectProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__select">
        <select
          id={id}
          className="form-field__control"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {counts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
      </div>
      {hint}
    </div>
  );
}
