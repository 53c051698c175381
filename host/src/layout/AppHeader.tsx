import { startTransition, useState } from 'react';
import { LogOut, Moon, Sun, Wallet } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { LANGUAGES, useTranslation } from '@app/i18n';
import { ButtonLink, Money } from '@app/ui';
import {
  authAtom,
  balancesKnownAtom,
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

/** The top bar of every page: brand, language, theme, and the player's balance or the way in. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brand_name: brand } = useAtomValue(cmsConfigAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  const balance = useAtomValue(currentBalanceAtom);
  const balancesKnown = useAtomValue(balancesKnownAtom);
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
  const shownCurrency = balance?.currency ?? currency;

  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true">
          {(brand || t('header.homePage')).slice(0, 1)}
        </span>
        <span className="app-header__brand-name">{brand || t('header.homePage')}</span>
      </Link>
      <div className="app-header__tools">
        <label className="visually-hidden" htmlFor="language-picker">
          {t('header.language')}
        </label>
        <span className="app-header__language">
          <span className="app-header__language-code" aria-hidden="true">
            {locale}
          </span>
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
        </span>
        <div className="app-header__theme" role="group" aria-label={t('header.theme')}>
          <button
            type="button"
            className="icon-button app-header__icon-button"
            aria-pressed={!dark}
            aria-label={t('header.lightTheme')}
            onClick={() => choosePreference(window.localStorage, 'theme', 'light')}
          >
            <Sun aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button app-header__icon-button"
            aria-pressed={dark}
            aria-label={t('header.darkTheme')}
            onClick={() => choosePreference(window.localStorage, 'theme', 'dark')}
          >
            <Moon aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="app-header__account">
        {signedIn ? (
          <>
            <span className="app-header__wallet">
              <Wallet aria-hidden="true" />
              <span className="app-header__balance" aria-label={t('header.balance')} role="status">
                {!balance && !balancesKnown ? (
                  <>
                    <span className="skeleton app-header__balance-placeholder" aria-hidden="true" />
                    <span className="visually-hidden">{t('loading')}</span>
                  </>
                ) : shownCurrency ? (
                  <Money amount={balance?.cash ?? '0'} currency={shownCurrency} display="code" />
                ) : (
                  '–'
                )}
              </span>
            </span>
            <ButtonLink to="/deposit" size="small">
              {t('header.deposit')}
            </ButtonLink>
            <button
              type="button"
              className="icon-button"
              onClick={signOut}
              disabled={signingOut}
              aria-label={t('header.signOut')}
              title={t('header.signOut')}
            >
              <LogOut aria-hidden="true" />
            </button>
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
      </div>
    </header>
  );
}
