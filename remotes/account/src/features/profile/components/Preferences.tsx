import { useId, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { ChevronDown, Moon, Sun } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { visibleCurrencies } from '@app/contract';
import { LANGUAGES, isSupportedLanguage } from '@app/i18n';
import { choosePreference, currencyListAtom, displayCurrencyAtom, localeAtom, store, themeAtom, walletAtom, type Theme } from '@app/state';
import { Section, SegmentedField } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { keepUserInfo, useUserId } from '../../../shared/api/userInfo.ts';
import { updateProfile } from '../api/updateProfile.ts';
import '../profile.css';

interface PickerProps {
  label: string;
  hint?: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A setting chosen from a list, applied as soon as it changes (the platform's own picker on phones). */
function Picker({ label, hint, value, options, onChange }: PickerProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__select">
        <select
          id={id}
          className="form-field__control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="form-field__chevron" aria-hidden="true" focusable="false" />
      </div>
      {hint ? (
        <div className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

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
      <div className="account-card account-prefs">
        <Picker
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
          <Picker
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
