import type { ButtonHTMLAttributes } from 'react';

export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'medium' | 'small';
  /** Full width of its container. */
  block?: boolean;
}

/** The classes that give a button its look (a link that looks like a button too). */
export function buttonClassName(
  { variant = 'primary', size = 'medium', block = false }: ButtonLook,
  ...extra: (string | false | undefined)[]
): string {
  return ['button', `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', ...extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a small spinner and blocks further presses while an action runs. */
  busy?: boolean;
}

/** The product's button: at least 44 px tall, a primary action, a secondary one, or quieter ones. */
export function Button({ variant, size, block, busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, busy && 'button--busy', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
