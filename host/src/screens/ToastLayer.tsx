import { forwardRef, useEffect } from 'react';
import { SnackbarContent, SnackbarProvider, enqueueSnackbar, type CustomContentProps } from 'notistack';
import type { Notifier } from '@app/api';

/** Toasts close after this long (spec section 9). */
const TOAST_DURATION_MS = 3000;

/** One toast, drawn with the theme tokens so it follows light and dark; errors are alerts. */
const ThemedToast = forwardRef<HTMLDivElement, CustomContentProps>(function ThemedToast({ id, message, variant, style }, ref) {
  return (
    <SnackbarContent
      ref={ref}
      id={String(id)}
      style={style}
      className={`toast toast--${variant}`}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
    >
      <span className="toast__mark" aria-hidden="true" />
      <span className="toast__message">{message}</span>
    </SnackbarContent>
  );
});

const COMPONENTS = { default: ThemedToast, success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast };

interface ToastLayerProps {
  /** Called once the layer can show toasts, with the function that shows one. */
  onReady: (show: Notifier) => void;
}

/** The toast stack: top-centre, closing after 3000 ms, in the theme's colours (spec section 2). */
export default function ToastLayer({ onReady }: ToastLayerProps) {
  useEffect(() => onReady((message, variant) => void enqueueSnackbar(message, { variant })), [onReady]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
      Components={COMPONENTS}
      classes={{ containerRoot: 'toasts' }}
    />
  );
}
