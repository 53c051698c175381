import { ErrorState } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useUserTools } from '../../../shared/api/userTools.ts';
import { activeExclusion } from '../../../shared/model/tools.ts';
import { ActiveExclusion } from './ActiveExclusion.tsx';
import { ExclusionForm } from './ExclusionForm.tsx';
import { LoadingLines } from '../../../shared/components/LoadingLines.tsx';

/** A break in force, or the way to start one. */
export function SelfExclusionPanel() {
  const { t } = useAreaTranslation();
  const tools = useUserTools();
  if (tools.isPending) {
    return <LoadingLines lines={4} />;
  }
  if (tools.isError) {
    return <ErrorState title={t('exclusion.loadFailedTitle')} text={t('exclusion.loadFailed')} onRetry={() => tools.refetch()} />;
  }
  const exclusion = activeExclusion(tools.data);
  return exclusion ? <ActiveExclusion exclusion={exclusion} /> : <ExclusionForm />;
}
