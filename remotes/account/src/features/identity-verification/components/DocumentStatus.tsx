import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import type { KycDocument } from '@app/contract';
import { Badge } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';

const LOOK = {
  pending: { tone: 'warning', Icon: Hourglass },
  approved: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
} as const;

/** A document's review as a badge: in review, approved or rejected (in words, never by colour alone). */
export function DocumentStatus({ status }: { status: KycDocument['status'] }) {
  const { t } = useAreaTranslation();
  const { tone, Icon } = LOOK[status];
  return (
    <Badge tone={tone} icon={<Icon aria-hidden="true" />}>
      {t(`verifyIdentity.status.${status}`)}
    </Badge>
  );
}
