import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { LANGUAGES, useTranslation } from '@app/i18n';
import {
  authAtom,
  choosePreference,
  store,
  cmsConfigAtom,
  currentBalanceAtom,
  isSignedInAtom,
  localeAtom,
  signOutLocally,
  themeAtom,
  walletAtom,
} from '@app/state';

/** The top bar of every page: brand, language, theme, and the player's balance or the way in. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brand_name: brand } = useAtomValue(cmsConfigAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  const balance = useAtomValue(currentBalanceAtom);
  const { currency } = useAtomValue(walletAtom);
  const dark = theme === 'dark';

  const signOut = async () => {
    const { refreshToken } = store.get(authAtom);
    await post('/user/auth/logout', { refreshToken }, { context: { silent: true } }).catch(() => undefined);
    signOutLocally();
    navigate('/', { replace: true });
  };

  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        {brand || t('header.homePage')}
      </Link>
      <div className="app-header__tools">
        <label className="visually-hidden" htmlFor="language-picker">
          {t('header.language')}
        </label>
        <select
          id="language-picker"
          className="app-header__select"
          value={locale}
          onChange={(event) => choosePreference(window.localStorage, 'locale', event.target.value)}
        >
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="app-header__icon-button"
          aria-pressed={dark}
          aria-label={t('header.darkTheme')}
          onClick={() => choosePreference(window.localStorage, 'theme', dark ? 'light' : 'dark')}
        >
          <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
        </button>
      </div>
      <div className="app-header__account">
        {signedIn ? (
          <>
            <span className="app-header__balance" aria-label={t('header.balance')} role="status">
              {balance ? `${balance.cash} ${balance.currency}` : `0.00 ${currency}`}
            </span>
            <Link to="/deposit" className="button button--primary button--small">
              {t('header.deposit')}
            </Link>
            <button type="button" className="button button--secondary button--small" onClick={signOut}>
              {t('header.signOut')}
            </button>
          </>
        ) : (
          <>
            <Link to="/auth/sign-in" className="button button--secondary button--small">
              {t('auth.signIn')}
            </Link>
            <Link to="/auth/sign-up" className="button button--primary button--small">
              {t('auth.signUp')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
