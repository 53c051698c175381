import { startTransition, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { LANGUAGES, useTranslation } from '@app/i18n';
import {
  authAtom,
  choosePreference,
  cmsConfigAtom,
  currentBalanceAtom,
  isSignedInAtom,
  localeAtom,
  signOutLocally,
  store,
  themeAtom,
  walletAtom,
} from '@app/state';

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}

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
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    const { refreshToken } = store.get(authAtom);
    await post('/user/auth/logout', { refreshToken }, { context: { silent: true } }).catch(() => undefined);
    setSigningOut(false);
    // One update: the page is home by the time the guard sees the player signed out.
    startTransition(() => {
      navigate('/', { replace: true });
      signOutLocally();
    });
  };
  const shownBalance = balance ? `${balance.cash} ${balance.currency}` : currency ? `0.00 ${currency}` : '–';

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
        <div className="app-header__theme" role="group" aria-label={t('header.theme')}>
          <button
            type="button"
            className="app-header__icon-button"
            aria-pressed={!dark}
            aria-label={t('header.lightTheme')}
            onClick={() => choosePreference(window.localStorage, 'theme', 'light')}
          >
            <SunIcon />
          </button>
          <button
            type="button"
            className="app-header__icon-button"
            aria-pressed={dark}
            aria-label={t('header.darkTheme')}
            onClick={() => choosePreference(window.localStorage, 'theme', 'dark')}
          >
            <MoonIcon />
          </button>
        </div>
      </div>
      <div className="app-header__account">
        {signedIn ? (
          <>
            <span className="app-header__balance" aria-label={t('header.balance')} role="status">
              {shownBalance}
            </span>
            <Link to="/deposit" className="button button--primary button--small">
              {t('header.deposit')}
            </Link>
            <button type="button" className="button button--secondary button--small" onClick={signOut} disabled={signingOut}>
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
