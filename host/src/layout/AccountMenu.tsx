import { startTransition, useId, useState } from 'react';
import { LogOut, Moon, Settings, Sun, UserRound } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { LANGUAGES, useTranslation } from '@app/i18n';
import { authAtom, choosePreference, isSignedInAtom, localeAtom, signOutLocally, store, themeAtom } from '@app/state';
import { usePopover } from './usePopover.ts';

/**
 * The header's account menu: the language, the theme and, for a signed-in player, Sign out, behind
 * one button (signed out it holds the language and the theme and is named Settings).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const locale = useAtomValue(localeAtom);
  const dark = useAtomValue(themeAtom) === 'dark';
  const [signingOut, setSigningOut] = useState(false);
  const { open, close, triggerProps, panelProps } = usePopover();
  const titleId = useId();
  const name = signedIn ? t('header.accountMenu') : t('header.settings');

  const signOut = async () => {
    setSigningOut(true);
    const { refreshToken } = store.get(authAtom);
    await post('/user/auth/logout', { refreshToken }, { context: { silent: true } }).catch(() => undefined);
    setSigningOut(false);
    close(false);
    // One update: the page is home by the time the guard sees the player signed out.
    startTransition(() => {
      navigate('/', { replace: true });
      signOutLocally();
    });
  };

  return (
    <div className="header-menu">
      <button type="button" className="icon-button header-menu__trigger" aria-label={name} title={name} {...triggerProps}>
        {signedIn ? <UserRound aria-hidden="true" /> : <Settings aria-hidden="true" />}
      </button>
      {open ? (
        <div className="header-menu__panel" aria-labelledby={titleId} {...panelProps}>
          <h2 id={titleId} className="header-menu__title">
            {name}
          </h2>
          <label className="header-menu__label" htmlFor="language-picker">
            {t('header.language')}
          </label>
          <select
            id="language-picker"
            className="header-menu__select"
            value={locale}
            onChange={(event) => choosePreference(window.localStorage, 'locale', event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
          <div className="header-menu__theme" role="group" aria-label={t('header.theme')}>
            <button
              type="button"
              className="header-menu__theme-option"
              aria-pressed={!dark}
              aria-label={t('header.lightTheme')}
              onClick={() => choosePreference(window.localStorage, 'theme', 'light')}
            >
              <Sun aria-hidden="true" />
              <span aria-hidden="true">{t('header.light')}</span>
            </button>
            <button
              type="button"
              className="header-menu__theme-option"
              aria-pressed={dark}
              aria-label={t('header.darkTheme')}
              onClick={() => choosePreference(window.localStorage, 'theme', 'dark')}
            >
              <Moon aria-hidden="true" />
              <span aria-hidden="true">{t('header.dark')}</span>
            </button>
          </div>
          {signedIn ? (
            <button type="button" className="header-menu__item header-menu__sign-out" onClick={signOut} disabled={signingOut}>
              <LogOut aria-hidden="true" />
              {t('header.signOut')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
