import { Ban, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Notice, SignInPrompt } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { useHere } from '../hooks/useHere.ts';
import type { PlayGate } from '../model/gates.ts';

/** Why the game did not open, and the one step that opens it. */
export function GateNotice({ gate }: { gate: PlayGate }) {
  const { t, i18n } = useAreaTranslation();
  const here = useHere();
  switch (gate.kind) {
    case 'signIn':
      return (
        <SignInPrompt
          role="alert"
          title={t('gates.signIn.title')}
          text={t('gates.signIn.text')}
          signInLabel={t('common.signIn')}
          signUpLabel={t('common.signUp')}
        />
      );
    case 'verify':
      return (
        <Notice
          tone="warning"
          icon={ShieldCheck}
          role="alert"
          title={t('gates.verify.title')}
          action={
            <Link className="button button--primary button--small" to={gate.to} state={{ from: here }}>
              {t('gates.verify.action')}
            </Link>
          }
        >
          {t('gates.verify.text', { level: gate.requiredLevel, current: gate.currentLevel })}
        </Notice>
      );
    case 'deposit':
      return (
        <Notice
          tone="warning"
          icon={Wallet}
          role="alert"
          title={t('gates.deposit.title')}
          action={
            <Link className="button button--primary button--small" to="/deposit" state={{ from: here }}>
              {t('gates.deposit.action')}
            </Link>
          }
        >
          {t('gates.deposit.text')}
        </Notice>
      );
    case 'excluded': {
      const until = gate.endsAt
        ? new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(gate.endsAt)
        : null;
      const title = gate.exclusion === 'self_exclusion' ? t('gates.excluded.selfExclusion') : t('gates.excluded.timeOut');
      return (
        <Notice
          tone="danger"
          icon={Ban}
          role="alert"
          title={title}
          action={
            <Link className="button button--secondary button--small" to="/responsible-gambling">
              {t('gates.excluded.action')}
            </Link>
          }
        >
          {until ? t('gates.excluded.until', { until }) : t('gates.excluded.noEnd')}
        </Notice>
      );
    }
  }
}
