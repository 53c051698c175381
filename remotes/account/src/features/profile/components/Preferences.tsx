import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { visibleCurrencies } from '@app/contract';
import { LANGUAGES, isSupportedLanguage } from '@app/i18n';
import { choosePreference, currencyListAtom, displayCurrencyAtom, localeAtom, store, themeAtom, walletAtom, type Theme } from '@app/state';
import { Section, SegmentedField, SettingSelect } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { keepUserInfo, useUserId } from '../../../shared/api/userInfo.ts';
import { updateProfile } from '../api/updateProfile.ts';
import '../profile.css';

/** The player's app settings: the language (also kept on the account), the theme and the currency amounts are shown in. */
export function Preferences() {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const userId = useUserId();
  const failureText = useFailureText(t);
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  const currencies = visibleCurrencies(useAtomValue(currencyListAtom));
  const { currency } = useAtomValue(walletAtom);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseLanguage = async (language: string) => {
    if (!isSupportedLanguage(language)) return;
    setProblem(null);
    // The app speaks it at once (as the header's picker does); the account keeps it for the platform's messages.
    choosePreference(window.localStorage, 'locale', language);
    if (!userId) return;
    try {
      keepUserInfo(client, await updateProfile({ language }));
    } catch (error) {
      setProblem(failureText(error) ?? t('common.failed'));
    }
  };
  const chooseTheme = (next: Theme) => choosePreference(window.localStorage, 'theme', next);
  const chooseCurrency = (next: string) => {
    // The app's currency choice, as the host keeps it: the selected currency and the one totals are shown in.
    store.set(walletAtom, { ...store.get(walletAtom), currency: next });
    store.set(displayCurrencyAtom, next);
  };

  return (
    <Section title={t('preferences.title')} lead={t('preferences.lead')}>
      <div className="stack-card account-card account-prefs">
        <SettingSelect
          label={t('preferences.language')}
          hint={t('preferences.languageHint')}
          value={locale}
          options={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
          onChange={(language) => void chooseLanguage(language)}
        />
        {problem ? (
          <p className="form-error" role="alert">
            {t('preferences.languageNotSaved', { reason: problem })}
          </p>
        ) : null}
        <SegmentedField<Theme>
          label={t('preferences.theme')}
          value={theme}
          onChange={chooseTheme}
          options={[
            { value: 'light', label: t('preferences.light'), icon: <Sun aria-hidden="true" /> },
            { value: 'dark', label: t('preferences.dark'), icon: <Moon aria-hidden="true" /> },
          ]}
        />
        {currencies.length > 0 ? (
          <SettingSelect
            label={t('preferences.currency')}
            hint={t('preferences.currencyHint')}
            value={currencies.some((entry) => entry.currency === currency) ? currency : (currencies[0]?.currency ?? '')}
            options={currencies.map((entry) => ({ value: entry.currency, label: `${entry.currency} · ${entry.name}` }))}
            onChange={chooseCurrency}
          />
        ) : null}
      </div>
    </Section>
  );
}
