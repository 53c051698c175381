import { Ban, LogIn, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAreaTranslation } from '../../area.ts';
import { useHere } from '../hooks/useHere.ts';
import { SIGN_IN_PATH } from '../model/links.ts';
import type { PlayGate } from '../model/gates.ts';

/** Why the game did not open, and the one step that opens it. */
export function GateNotice({ gate }: { gate: PlayGate }) {
  const { t, i18n } = useAreaTranslation();
  const here = useHere();
  switch (gate.kind) {
    case 'signIn':
      return (
        <div className="casino-notice casino-notice--info" role="alert">
          <LogIn className="casino-notice__icon" aria-hidden="true" />
          <div className="casino-notice__body">
            <p className="casino-notice__title">{t('gates.signIn.title')}</p>
            <p className="casino-notice__text">{t('gates.signIn.text')}</p>
            <div className="casino-notice__actions">
              <Link className="button button--primary button--small" to={SIGN_IN_PATH} state={{ from: here }}>
                {t('common.signIn')}
              </Link>
              <Link className="button button--secondary button--small" to="/auth/sign-up" state={{ from: here }}>
                {t('common.signUp')}
              </Link>
            </div>
          </div>
        </div>
      );
    case 'verify':
      return (
        <div className="casino-notice casino-notice--warning" role="alert">
          <ShieldCheck className="casino-notice__icon" aria-hidden="true" />
          <div className="casino-notice__body">
            <p className="casino-notice__title">{t('gates.verify.title')}</p>
            <p className="casino-notice__text">{t('gates.verify.text', { level: gate.requiredLevel, current: gate.currentLevel })}</p>
            <div className="casino-notice__actions">
              <Link className="button button--primary button--small" to={gate.to} state={{ from: here }}>
                {t('gates.verify.action')}
              </Link>
            </div>
          </div>
        </div>
      );
    case 'deposit':
      return (
        <div className="casino-notice casino-notice--warning" role="alert">
          <Wallet className="casino-notice__icon" aria-hidden="true" />
          <div className="casino-notice__body">
            <p className="casino-notice__title">{t('gates.deposit.title')}</p>
            <p className="casino-notice__text">{t('gates.deposit.text')}</p>
            <div className="casino-notice__actions">
              <Link className="button button--primary button--small" to="/deposit" state={{ from: here }}>
                {t('gates.deposit.action')}
              </Link>
            </div>
          </div>
        </div>
      );
    case 'excluded': {
      const until = gate.endsAt
        ? new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(gate.endsAt)
        : null;
      const title = gate.exclusion === 'self_exclusion' ? t('gates.excluded.selfExclusion') : t('gates.excluded.timeOut');
      return (
        <div className="casino-notice casino-notice--danger" role="alert">
          <Ban className="casino-notice__icon" aria-hidden="true" />
          <div className="casino-notice__body">
            <p className="casino-notice__title">{title}</p>
            <p className="casino-notice__text">{until ? t('gates.excluded.until', { until }) : t('gates.excluded.noEnd')}</p>
            <div className="casino-notice__actions">
              <Link className="button button--secondary button--small" to="/responsible-gambling">
                {t('gates.excluded.action')}
              </Link>
            </div>
          </div>
        </div>
      );
    }
  }
}
