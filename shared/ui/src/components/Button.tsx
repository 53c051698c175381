import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'medium' | 'small';
  /** Full width of its container. */
  block?: boolean;
  /** Shows a small spinner and blocks further presses while an action runs. */
  busy?: boolean;
}

/** The product's button: at least 44 px tall, a primary action, a secondary one, or quieter ones. */
export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'button',
    `button--${variant}`,
    size === 'small' && 'button--small',
    block && 'button--block',
    busy && 'button--busy',
    className,
  ];
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
