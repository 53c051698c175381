/** Light or dark: the member's choice, kept in this browser, else the system's. */
export type Theme = 'light' | 'dark';

const KEY = 'backoffice.theme';

export function initialTheme(): Theme {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept === 'light' || kept === 'dark') return kept;
  } catch {
    // No storage: the system's choice.
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, keep = false): void {
  document.documentElement.dataset.theme = theme;
  if (keep) {
    try {
      localStorage.setItem(KEY, theme);
    } catch {
      // Shown, not kept.
    }
  }
}
