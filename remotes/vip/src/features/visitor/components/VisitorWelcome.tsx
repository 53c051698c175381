import { Crown, LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, NumberedSteps } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useProgramme } from '../../../shared/api/programme.ts';
import { usePercent } from '@app/ui';
import '../visitor.css';

const STEPS = ['play', 'climb', 'claim'] as const;

/**
 * The programme for a visitor: what it gives, how it works in three steps, and the way in. Signing
 * up (or in) comes back here, to the player's own Bonus tab.
 */
export function VisitorWelcome() {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const programme = useProgramme();
  const bounds = programme.data ? { min: percent(programme.data.minCashPercent), max: percent(programme.data.maxCashPercent) } : null;

  return (
    <>
      <Card tone="brand" elevation={2} className="vip-welcome" title={t('visitor.title')}>
        <Crown className="vip-welcome__art" aria-hidden="true" />
        <p className="vip-welcome__text">{t('visitor.text')}</p>
        <div className="vip-welcome__actions">
          <Link className="button button--secondary button--block vip-welcome__join" to="/auth/sign-up" state={{ from: '/vip' }}>
            <UserPlus aria-hidden="true" />
            {t('visitor.signUp')}
          </Link>
          <Link className="button button--ghost button--block vip-welcome__signin" to="/auth/sign-in" state={{ from: '/vip' }}>
            <LogIn aria-hidden="true" />
            {t('visitor.signIn')}
          </Link>
        </div>
      </Card>
      <section className="section" aria-labelledby="vip-how">
        <h2 id="vip-how" className="section__title">
          {t('visitor.howTitle')}
        </h2>
        <NumberedSteps
          steps={STEPS.map((step) => ({
            id: step,
            title: t(`visitor.steps.${step}.title`),
            text: step === 'claim' && bounds ? t('visitor.steps.claim.range', bounds) : t(`visitor.steps.${step}.text`),
          }))}
        />
      </section>
    </>
  );
}
