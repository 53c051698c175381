import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
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
    <div className="wallet-notice wallet-notice--warning" role="alert">
      <ShieldCheck className="wallet-notice__icon" aria-hidden="true" />
      <div className="wallet-notice__body">
        <p className="wallet-notice__title">{t('kyc.title', { level: requiredLevel })}</p>
        <p className="wallet-notice__text">{t(`kyc.text.${action}`, { level: requiredLevel, current: currentLevel })}</p>
        <Link className="button button--primary button--small wallet-notice__action" to="/kyc">
          {t('kyc.action')}
        </Link>
      </div>
    </div>
  );
}
