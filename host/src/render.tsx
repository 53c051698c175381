import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/**
 * Draws the app into the page. As a transition the first render yields to the browser every few
 * milliseconds instead of holding the main thread until the whole page is drawn.
 */
export function renderApp(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
