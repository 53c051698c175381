import { LogIn } from 'lucide-react';
import { Notice } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';

/** A visitor learns the tools are theirs once signed in; signing in comes back here. */
export function RgVisitor() {
  const { t } = useAreaTranslation();
  return (
    <Notice
      tone="info"
      title={t('rg.visitor.title')}
      action={
        <ButtonLink to="/auth/sign-in" state={{ from: '/responsible-gambling' }} size="small">
          <LogIn aria-hidden="true" />
          {t('rg.visitor.signIn')}
        </ButtonLink>
      }
    >
      {t('rg.visitor.text')}
    </Notice>
  );
}
