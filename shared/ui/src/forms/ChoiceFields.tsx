import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldShell, useFieldError, useFieldIds, type FieldBaseProps } from './FieldShell.tsx';
import { TextField } from './TextField.tsx';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'className' | 'value' | 'defaultValue' | 'children' | 'multiple'
>;

export interface SelectFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T>, SelectProps {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); the schema decides whether it may stay chosen. */
  placeholder?: string;
}

/** The platform's own select (its picker on phones), drawn like the other fields. */
export function SelectField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const ids = useFieldIds();
  const error = useFieldError(name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="form-field__select">
        <select
          {...select}
          {...register(name)}
          id={ids.id}
          className="form-field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
      </div>
    </FieldShell>
  );
}

type CheckProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'className' | 'value' | 'defaultValue' | 'checked' | 'children' | 'role'
>;

export interface CheckboxFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T>, CheckProps {}

/** A checkbox (true or false) with its label beside it; the whole row is the touch target. */
export function CheckboxField<T extends FieldValues = FieldValues>(props: CheckboxFieldProps<T>) {
  return <CheckControl {...props} kind="checkbox" />;
}

export type SwitchFieldProps<T extends FieldValues = FieldValues> = CheckboxFieldProps<T>;

/** An on/off switch (a setting that applies at once or on save): Space toggles it. */
export function SwitchField<T extends FieldValues = FieldValues>(props: SwitchFieldProps<T>) {
  return <CheckControl {...props} kind="switch" />;
}

function CheckControl<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  kind,
  ...input
}: CheckboxFieldProps<T> & { kind: 'checkbox' | 'switch' }) {
  const { register } = useFormContext<T>();
  const ids = useFieldIds();
  const error = useFieldError(name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional} className={className} inline>
      <input
        {...input}
        {...register(name)}
        id={ids.id}
        type="checkbox"
        role={kind === 'switch' ? 'switch' : undefined}
        className={kind === 'switch' ? 'form-switch' : 'form-checkbox'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}

type DateProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'className' | 'value' | 'defaultValue' | 'min' | 'max' | 'children'
>;

export interface DateFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T>, DateProps {
  /** The earliest date offered (YYYY-MM-DD). */
  min?: string;
  /** The latest date offered (YYYY-MM-DD), e.g. `yearsAgo(18)` for a date of birth. */
  max?: string;
}

/** A date with the platform's own picker; the value is YYYY-MM-DD. */
export function DateField<T extends FieldValues = FieldValues>(props: DateFieldProps<T>) {
  return <TextField<T> {...props} type="date" />;
}
