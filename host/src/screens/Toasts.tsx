import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { setNotifier, type Notifier, type ToastVariant } from '@app/api';

/** The toast stack's code (notistack) is fetched with the first toast, not on the first load. */
const ToastLayer = lazy(() => import('./ToastLayer.tsx'));

/**
 * Toasts top-centre, closing after 3000 ms, in the theme's colours (spec section 2). Every toast
 * asked for while the stack is still loading is shown once it is there, in order.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const waiting = useRef<{ message: string; variant: ToastVariant }[]>([]);
  const show = useRef<Notifier | undefined>(undefined);
  const [needed, setNeeded] = useState(false);

  useEffect(
    () =>
      setNotifier((message, variant) => {
        if (show.current) return show.current(message, variant);
        waiting.current.push({ message, variant });
        setNeeded(true);
      }),
    [],
  );
  const onReady = useCallback((next: Notifier) => {
    show.current = next;
    for (const toast of waiting.current.splice(0)) next(toast.message, toast.variant);
  }, []);

  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastLayer onReady={onReady} />
        </Suspense>
      )}
    </>
  );
}
