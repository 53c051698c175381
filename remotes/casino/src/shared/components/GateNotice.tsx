import type { ReactNode } from 'react';
import { Ban, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { Notice, SignInPrompt } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
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
        <StepNotice icon={ShieldCheck} title={t('gates.verify.title')} to={gate.to} from={here} action={t('gates.verify.action')}>
          {t('gates.verify.text', { level: gate.requiredLevel, current: gate.currentLevel })}
        </StepNotice>
      );
    case 'deposit':
      return (
        <StepNotice icon={Wallet} title={t('gates.deposit.title')} to="/deposit" from={here} action={t('gates.deposit.action')}>
          {t('gates.deposit.text')}
        </StepNotice>
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
            <ButtonLink to="/responsible-gambling" variant="secondary" size="small">
              {t('gates.excluded.action')}
            </ButtonLink>
          }
        >
          {until ? t('gates.excluded.until', { until }) : t('gates.excluded.noEnd')}
        </Notice>
      );
    }
  }
}

/** A gate the player can open in one step elsewhere (verifying, depositing), coming back here after. */
function StepNotice({
  icon,
  title,
  to,
  from,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  to: string;
  from: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Notice
      tone="warning"
      icon={icon}
      role="alert"
      title={title}
      action={
        <ButtonLink to={to} state={{ from }} size="small">
          {action}
        </ButtonLink>
      }
    >
      {children}
    </Notice>
  );
}
