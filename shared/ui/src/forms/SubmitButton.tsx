import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import { useFormStatus } from './Form.tsx';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children: ReactNode;
  /** Shown while the form is being sent; "Please wait…" unless given. */
  pendingLabel?: ReactNode;
}

/** The form's main action: busy and disabled while the form is sent, so it is sent once. */
export function SubmitButton({ children, pendingLabel, disabled, className, ...rest }: SubmitButtonProps) {
  const { t } = useTranslation('common');
  const { pending } = useFormStatus();
  return (
    <button
      {...rest}
      type="submit"
      className={['button', 'button--primary', 'form-submit', className].filter(Boolean).join(' ')}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <>
          <LoaderCircle className="form-submit__spinner" aria-hidden="true" focusable="false" />
          <span>{pendingLabel ?? t('forms.pleaseWait')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
