import { ShieldCheck } from 'lucide-react';
import { Notice } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';

export interface KycNoticeProps {
  requiredLevel: number;
  currentLevel: number;
  /** deposit or withdraw: what the verification unlocks. */
  action: 'deposit' | 'withdraw';
}

/** The verification a payment needs, with the way to get it (/kyc). */
export function KycNotice({ requiredLevel, currentLevel, action }: KycNoticeProps) {
  const { t } = useAreaTranslation();
  return (
    <Notice
      tone="warning"
      icon={ShieldCheck}
      role="alert"
      title={t('kyc.title', { level: requiredLevel })}
      action={
        <ButtonLink to="/kyc" size="small">
          {t('kyc.action')}
        </ButtonLink>
      }
    >
      {t(`kyc.text.${action}`, { level: requiredLevel, current: currentLevel })}
    </Notice>
  );
}
