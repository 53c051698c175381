import { useEffect } from 'react';
import { i18n } from '@app/i18n';
import { localeAtom, store, themeAtom } from '@app/state';

/** Applies the theme to the document as data-theme whenever it changes (spec section 4). */
export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  // Unchanged values are not written again: each write restyles the whole page.
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  if (root.style.colorScheme !== theme) root.style.colorScheme = theme;
}

/** Switches the language whenever the locale changes; a failed switch is only logged (spec section 8). */
export function applyLocale(locale: string, root: HTMLElement = document.documentElement): Promise<void> {
  if (root.lang !== locale) root.lang = locale;
  // The instance starts in the stored language: switching to it again would redraw every text.
  if (i18n.language === locale) return Promise.resolve();
  return i18n.changeLanguage(locale).then(
    () => undefined,
    (error: unknown) => console.error('Failed to change language:', error),
  );
}

/** Keeps the document's theme and the page's language in step with the store. */
export function usePreferences(): void {
  useEffect(() => {
    applyTheme(store.get(themeAtom));
    void applyLocale(store.get(localeAtom));
    const stopTheme = store.sub(themeAtom, () => applyTheme(store.get(themeAtom)));
    const stopLocale = store.sub(localeAtom, () => void applyLocale(store.get(localeAtom)));
    return () => {
      stopTheme();
      stopLocale();
    };
  }, []);
}
