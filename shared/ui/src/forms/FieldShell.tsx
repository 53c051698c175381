import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '@app/i18n';

/** What every field takes besides its name. */
export interface FieldBaseProps<T extends FieldValues = FieldValues> {
  /** The field's path in the form's values (`email`, `phone`). */
  name: Path<T>;
  /** The visible, translated label. */
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  className?: string;
}

export interface FieldIds {
  /** The control's id (the label points at it). */
  id: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(): FieldIds {
  const base = useId();
  return { id: `${base}input`, hintId: `${base}hint`, errorId: `${base}error` };
}

/** The field's current error (the first message of the field or of any of its parts). */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  // A field made of parts (the phone's country and number): the first part's message.
  for (const value of Object.values(error) as unknown[]) {
    const message = value && typeof value === 'object' ? (value as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** The ids a control is described by: its hint, then its error. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | undefined, extra?: string): string | undefined {
  return [hint ? ids.hintId : '', error ? ids.errorId : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
  /** A label that is not a `<label for>` (a group's legend-like heading). */
  labelAs?: 'label' | 'span';
  /** Where the label sits: above the control, or after it (checkbox, switch). */
  inline?: boolean;
  children: ReactNode;
}

/**
 * The frame of every field: the visible label tied to the control, the hint, and the error in a
 * live region (read out when it appears, and with the control when it takes the focus).
 */
export function FieldShell({ ids, label, hint, error, optional, className, labelAs = 'label', inline, children }: FieldShellProps) {
  const { t } = useTranslation('common');
  const text = (
    <>
      {label}
      {optional ? <span className="form-field__optional"> {t('forms.optional')}</span> : null}
    </>
  );
  const labelElement =
    labelAs === 'label' ? (
      <label className="form-field__label" htmlFor={ids.id} id={`${ids.id}-label`}>
        {text}
      </label>
    ) : (
      <span className="form-field__label" id={`${ids.id}-label`}>
        {text}
      </span>
    );
  return (
    <div
      className={['form-field', inline ? 'form-field--inline' : '', error ? 'form-field--invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {inline ? (
        <div className="form-field__row">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {hint ? (
        <div className="form-field__hint" id={ids.hintId}>
          {hint}
        </div>
      ) : null}
      <p className="form-field__error" id={ids.errorId} aria-live="polite">
        {error ? (
          <>
            <CircleAlert className="form-field__error-icon" aria-hidden="true" focusable="false" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
