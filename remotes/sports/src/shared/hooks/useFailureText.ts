import { useCallback } from 'react';
import { failureText } from '@app/api';
import { useAreaTranslation } from '../../area.ts';

/**
 * What to tell the player about a failed call (see failureText in @app/api), in this area's words
 * for a refusal without a reason and for a call that never got an answer.
 */
export function useFailureText(): (error: unknown) => string | null {
  const { t } = useAreaTranslation();
  return useCallback((error: unknown) => failureText(error, { failed: t('common.failed'), connection: t('common.failedConnection') }), [t]);
}
