import { useId } from 'react';

export interface SettingSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Across the whole row, not beside another setting. */
  wide?: boolean;
  /** Drawn as a chip in a row of chips: its label is said, not shown (the choice names itself). */
  chip?: boolean;
}

/** One of the sportsbook's settings, picked from a short list (a league, the odds format, what to do when odds move). */
export function SettingSelect<T extends string>({ label, value, options, onChange, wide = false, chip = false }: SettingSelectProps<T>) {
  const id = useId();
  const classes = ['sports-setting', wide && 'sports-setting--wide', chip && 'sports-setting--chip'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id} className={chip ? 'visually-hidden' : 'sports-setting__label'}>
        {label}
      </label>
      <select
        id={id}
        className="field__input sports-setting__select"
        value={value}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
