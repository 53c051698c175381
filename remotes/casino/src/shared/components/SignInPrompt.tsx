import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAreaTranslation } from '../../area.ts';
import { useHere } from '../hooks/useHere.ts';
import { SIGN_IN_PATH } from '../model/links.ts';

/** The way in for a visitor: sign in (or up) and come back to this page. */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useAreaTranslation();
  const here = useHere();
  return (
    <div className="casino-notice casino-notice--info">
      <LogIn className="casino-notice__icon" aria-hidden="true" />
      <div className="casino-notice__body">
        <p className="casino-notice__text">{text}</p>
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
}
