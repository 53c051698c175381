import { createRoot } from 'react-dom/client';
import '@app/ui/theme.css';
import './backoffice.css';
import { App } from './App.tsx';
import { initTexts } from './i18n.ts';
import { applyTheme, initialTheme } from './layout/theme.ts';

applyTheme(initialTheme());
void initTexts(navigator.language.slice(0, 2)).then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
});
