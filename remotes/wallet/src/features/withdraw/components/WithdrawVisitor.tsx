import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';

const STEPS = ['request', 'review', 'paid'] as const;

/**
 * Withdrawals explained to a visitor: how a withdrawal goes, step by step, and the way in. Signing
 * in (or up) comes back to this page, which then is the withdrawal form.
 */
export function WithdrawVisitor({ here }: { here: string }) {
  const { t } = useAreaTranslation();
  return (
    <Card className="wallet-visitor" elevation={1} title={t('visitor.title')} headingLevel={2}>
      <p className="wallet-lead">{t('visitor.intro')}</p>
      <ol className="wallet-visitor__steps">
        {STEPS.map((step) => (
          <li key={step} className="wallet-visitor__step">
            <p>
              <strong>{t(`visitor.steps.${step}.title`)}</strong>
              <span>{t(`visitor.steps.${step}.text`)}</span>
            </p>
          </li>
        ))}
      </ol>
      <p className="wallet-fineprint">{t('visitor.note')}</p>
      <div className="wallet-actions">
        <Link className="button button--primary button--block" to="/auth/sign-in" state={{ from: here }}>
          <LogIn aria-hidden="true" />
          {t('visitor.signIn')}
        </Link>
        <Link className="button button--secondary button--block" to="/auth/sign-up" state={{ from: here }}>
          {t('visitor.signUp')}
        </Link>
      </div>
    </Card>
  );
}
