import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { applyTheme, type Theme } from './theme.ts';

/** One button between the light and the dark theme; its name says what it does. */
export function ThemeToggle() {
  const { t } = useTranslation('backoffice');
  const [theme, setTheme] = useState<Theme>(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="bo-icon-button"
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
      aria-label={next === 'dark' ? t('app.theme.toDark') : t('app.theme.toLight')}
      title={next === 'dark' ? t('app.theme.toDark') : t('app.theme.toLight')}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </button>
  );
}
