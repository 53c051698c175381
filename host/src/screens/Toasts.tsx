import { forwardRef, useEffect, type ReactNode } from 'react';
import { SnackbarContent, SnackbarProvider, enqueueSnackbar, type CustomContentProps } from 'notistack';
import { setNotifier } from '@app/api';

export const TOAST_DURATION_MS = 3000;

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

/** Toasts top-centre, closing after 3000 ms, in the theme's colours (spec section 2). */
export function Toasts({ children }: { children: ReactNode }) {
  useEffect(() => setNotifier((message, variant) => void enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
      Components={COMPONENTS}
      classes={{ containerRoot: 'toasts' }}
    >
      {children}
    </SnackbarProvider>
  );
}
