import { createRoot } from 'react-dom/client';
import { initI18n, initialLanguage } from '@app/i18n';
import { App } from './App.tsx';
import { loadRemotesConfig } from './federation/remotes.ts';

// Start fetching where the areas live while the shell renders.
loadRemotesConfig().catch((error: unknown) => console.error('Failed to load the remotes config:', error));
void initI18n({ language: initialLanguage(localStorage.getItem('locale'), navigator.languages ?? [navigator.language]) });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);
