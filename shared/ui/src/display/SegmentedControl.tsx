import type { ReactNode } from 'react';
import { useRovingFocus } from './roving.ts';

export interface SegmentOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A small icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string> {
  /** What is being chosen, for screen readers. */
  label: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A choice of one of a few options shown side by side (a radio group): the chosen one is in the
 * Tab order, the arrow keys, Home and End move the choice.
 */
export function SegmentedControl<V extends string>({ label, options, value, onChange, className }: SegmentedControlProps<V>) {
  const current = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled && option.value !== value) onChange(option.value);
  };
  const roving = useRovingFocus({
    count: options.length,
    current,
    isDisabled: (index) => Boolean(options[index]?.disabled),
    onMove: choose,
  });

  return (
    <div className={className ? `segmented ${className}` : 'segmented'} role="radiogroup" aria-label={label} onKeyDown={roving.onKeyDown}>
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          disabled={option.disabled}
          className="segmented__option"
          onClick={() => choose(index)}
          {...roving.itemProps(index)}
        >
          {option.icon}
          <span>{option.label}</span>
        </button>
      ))}
    </div>
  );
}

export interface SegmentedFieldProps<V extends string> extends SegmentedControlProps<V> {
  /** Classes of the field around the control. */
  fieldClassName?: string;
}

/** A segmented control as a form field: its label shown above it (read out once, by the control). */
export function SegmentedField<V extends string>({ fieldClassName, ...control }: SegmentedFieldProps<V>) {
  return (
    <div className={fieldClassName ? `form-field ${fieldClassName}` : 'form-field'}>
      <span className="form-field__label" aria-hidden="true">
        {control.label}
      </span>
      <SegmentedControl {...control} />
    </div>
  );
}
