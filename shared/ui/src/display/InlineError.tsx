import type { ReactNode } from 'react';
import './inline-error.css';

/** A short failure message where the action that failed is (an alert); nothing when there is none. */
export function InlineError({ children }: { children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className="inline-error" role="alert">
      {children}
    </p>
  );
}
