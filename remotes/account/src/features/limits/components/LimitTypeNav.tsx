import type { WalletRgType } from '@app/contract';
import { SegmentedControl } from '@app/ui/display';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../../../area.ts';
import { LIMIT_TYPES, limitsPath } from '../../../shared/model/limits.ts';
import '../limits.css';

/** The kind of limit the page manages; another kind is another address. */
export function LimitTypeNav({ type }: { type: WalletRgType }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  return (
    <SegmentedControl<WalletRgType>
      className="account-typenav"
      label={t('limits.kindLabel')}
      value={type}
      onChange={(next) => navigate(limitsPath(next), { replace: true })}
      options={LIMIT_TYPES.map((kind) => ({ value: kind, label: t(`limits.kind.${kind}`) }))}
    />
  );
}
