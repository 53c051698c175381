import type { ReactNode } from 'react';

export function Toasts({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
