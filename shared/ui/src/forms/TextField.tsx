import { useState, type InputHTMLAttributes } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import { describedBy, FieldShell, useFieldError, useFieldIds, type FieldBaseProps } from './FieldShell.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'className' | 'value' | 'defaultValue' | 'children'>;

export interface TextFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T>, InputProps {
  /** `date` is DateField's (the platform's own picker). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date';
  /** An id added to the control's description (a checklist shown elsewhere). */
  describedById?: string;
}

/** A one-line text field bound to the form by name. */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  type = 'text',
  describedById,
  ...input
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const ids = useFieldIds();
  const error = useFieldError(name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        {...input}
        {...register(name)}
        id={ids.id}
        type={type}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, describedById)}
      />
    </FieldShell>
  );
}

export type EmailFieldProps<T extends FieldValues = FieldValues> = Omit<TextFieldProps<T>, 'type'>;

/** An email address: the email keyboard, no capitals or corrections. */
export function EmailField<T extends FieldValues = FieldValues>(props: EmailFieldProps<T>) {
  return (
    <TextField<T>
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

export type PasswordFieldProps<T extends FieldValues = FieldValues> = Omit<TextFieldProps<T>, 'type'>;

/** A password with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  describedById,
  ...input
}: PasswordFieldProps<T>) {
  const { t } = useTranslation('common');
  const { register } = useFormContext<T>();
  const ids = useFieldIds();
  const error = useFieldError(name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="form-field__group">
        <input
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
          {...register(name)}
          id={ids.id}
          type={visible ? 'text' : 'password'}
          className="form-field__control form-field__control--with-action"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, describedById)}
        />
        <button
          type="button"
          className="form-field__action"
          aria-label={t('forms.showPassword')}
          aria-pressed={visible}
          aria-controls={ids.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" focusable="false" /> : <Eye aria-hidden="true" focusable="false" />}
        </button>
      </div>
    </FieldShell>
  );
}
