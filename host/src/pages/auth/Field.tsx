import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  describedBy?: string;
}

/** A labelled input with its error announced to screen readers. */
export function Field({ label, error, hint, describedBy, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
