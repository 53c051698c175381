import { useState } from 'react';
import { ApiError } from '@app/api';

/** A form submission: pending while it runs, the failure kept for the screen to show. */
export function useSubmit<T>(action: () => Promise<T>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const submit = async (): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught : new ApiError(0, { message: caught instanceof Error ? caught.message : String(caught) }),
      );
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, submit };
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
