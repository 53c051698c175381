import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';

/** A visitor learns the tools are theirs once signed in; signing in comes back here. */
export function RgVisitor() {
  const { t } = useAreaTranslation();
  return (
    <Notice
      tone="info"
      title={t('rg.visitor.title')}
      action={
        <Link className="button button--primary button--small" to="/auth/sign-in" state={{ from: '/responsible-gambling' }}>
          <LogIn aria-hidden="true" />
          {t('rg.visitor.signIn')}
        </Link>
      }
    >
      {t('rg.visitor.text')}
    </Notice>
  );
}
