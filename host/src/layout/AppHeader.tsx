import { ArrowLeft } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { ButtonLink } from '@app/ui';
import { cmsConfigAtom, isSignedInAtom } from '@app/state';
import { parentPath, showsTabBar } from '../routes.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { WalletMenu } from './WalletMenu.tsx';

/**
 * The way back on a page without the tab bar: to the page the player came from, or, opened
 * directly, to the page above it.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(parentPath(location.pathname));
  };
  return (
    <button type="button" className="icon-button app-header__back" onClick={back} aria-label={t('header.back')} title={t('header.back')}>
      <ArrowLeft aria-hidden="true" />
    </button>
  );
}

/**
 * The top bar of every page, one row: the way back (on a page without the tab bar), the brand, and
 * for a signed-in player the balance (which opens the wallet menu), Deposit and the account menu
 * (language, theme, Sign out); for a visitor the ways in and the settings (language, theme).
 */
export function AppHeader({ withBack = false }: { withBack?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brand_name: brand } = useAtomValue(cmsConfigAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  // The game window's own bar has its way back (to the game's page), beside the game's name.
  const back = withBack && !showsTabBar(pathname) && !pathname.toLowerCase().startsWith('/game-play/');
  const name = brand || t('header.homePage');

  return (
    <header className={signedIn ? 'app-header app-header--signed-in' : 'app-header'}>
      {back ? <BackButton /> : null}
      <Link to="/" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span className="app-header__brand-name">{name}</span>
      </Link>
      {signedIn ? (
        <>
          <WalletMenu />
          <ButtonLink to="/deposit" size="small" className="app-header__deposit">
            {t('header.deposit')}
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink to="/auth/sign-in" variant="secondary" size="small">
            {t('auth.signIn')}
          </ButtonLink>
          <ButtonLink to="/auth/sign-up" size="small">
            {t('auth.signUp')}
          </ButtonLink>
        </>
      )}
      <AccountMenu />
    </header>
  );
}
