import { LogIn } from 'lucide-react';
import { Card, NumberedSteps } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import '../withdraw.css';

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
      <NumberedSteps
        steps={STEPS.map((step) => ({ id: step, title: t(`visitor.steps.${step}.title`), text: t(`visitor.steps.${step}.text`) }))}
      />
      <p className="wallet-fineprint">{t('visitor.note')}</p>
      <div className="wallet-actions">
        <ButtonLink to="/auth/sign-in" state={{ from: here }} block>
          <LogIn aria-hidden="true" />
          {t('visitor.signIn')}
        </ButtonLink>
        <ButtonLink to="/auth/sign-up" state={{ from: here }} variant="secondary" block>
          {t('visitor.signUp')}
        </ButtonLink>
      </div>
    </Card>
  );
}
