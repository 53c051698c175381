import { useCallback } from 'react';
import { ApiError, errorText } from '@app/api';
import { useAreaTranslation } from '../../area.ts';

/**
 * What to tell the player about a failed call: the error catalogue's text for a coded refusal (its
 * meta filling in the details), "check your connection" for a call that never got an answer; null
 * when there is nothing to say (the shell has handled it already).
 */
export function useFailureText(): (error: unknown) => string | null {
  const { t } = useAreaTranslation();
  return useCallback(
    (error: unknown) => {
      if (!error) return null;
      if (error instanceof ApiError) {
        if (error.handled && error.status !== 0) return null;
        const reason = error.reason ?? error.code;
        return reason ? errorText(reason, error.message, error.meta) : t('common.failed');
      }
      return t('common.failedConnection');
    },
    [t],
  );
}
