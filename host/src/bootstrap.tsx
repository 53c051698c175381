import { createRoot } from 'react-dom/client';
import { initI18n, initialLanguage } from '@app/i18n';
import { localeAtom, store } from '@app/state';
import { App } from './App.tsx';
import { loadRemotesConfig } from './federation/remotes.ts';
import { restoreSession } from './startup/restore.ts';
import { loadSiteConfig } from './startup/siteConfig.ts';
import { registerServiceWorker } from './sw/register.ts';

// Start fetching where the areas live while the state is restored.
loadRemotesConfig().catch((error: unknown) => console.error('Failed to load the remotes config:', error));

async function start() {
  // The app renders only after persisted state has loaded (at most the persistence wait), with no
  // loading display (spec section 2).
  await restoreSession();
  // The site config applies over the restored state (its default_theme only where none is stored).
  void loadSiteConfig();
  const language = initialLanguage(localStorage.getItem('locale'), navigator.languages ?? [navigator.language]);
  store.set(localeAtom, language);
  void initI18n({ language });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
  registerServiceWorker();
}

void start();
