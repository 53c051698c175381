import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { setNotifier } from '@app/api';

export const TOAST_DURATION_MS = 3000;

/** Toasts top-centre, closing after 3000 ms, styled by the theme tokens (spec section 2). */
export function Toasts({ children }: { children: ReactNode }) {
  useEffect(() => setNotifier((message, variant) => void enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
      classes={{ containerRoot: 'toasts' }}
    >
      {children}
    </SnackbarProvider>
  );
}
