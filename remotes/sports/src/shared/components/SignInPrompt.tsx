import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useAreaTranslation } from '../../area.ts';

/** The way in for a visitor: sign in (or up) and come back to this page. */
export function SignInPrompt({ text, onLeave }: { text: string; onLeave?: () => void }) {
  const { t } = useAreaTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className="sports-notice sports-notice--info">
      <LogIn className="sports-notice__icon" aria-hidden="true" />
      <div className="sports-notice__body">
        <p className="sports-notice__text">{text}</p>
        <div className="sports-notice__actions">
          <Link className="button button--primary button--small" to="/auth/sign-in" state={{ from: here }} onClick={onLeave}>
            {t('common.signIn')}
          </Link>
          <Link className="button button--secondary button--small" to="/auth/sign-up" state={{ from: here }} onClick={onLeave}>
            {t('common.signUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
