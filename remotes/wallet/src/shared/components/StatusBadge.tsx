import type { TransactionStatus } from '@app/contract';
import { Badge } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { statusTone } from '../model/status.ts';

/** A transaction's status in words, coloured by its tone (the colour is never the only sign). */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useAreaTranslation();
  return <Badge tone={statusTone(status)}>{t(`status.${status}`)}</Badge>;
}
