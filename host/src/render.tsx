import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';

/**
 * Draws the app into the page. As a transition the first render yields to the browser every few
 * milliseconds instead of holding the main thread until the whole page is drawn.
 *
 * A page drawn in the server is taken over as it is (`hydrate`) when the app would draw the same:
 * React attaches to the markup instead of drawing it again, so nothing is laid out or painted twice
 * and the largest element stays the one the first response painted. Its markup is inert (nothing
 * behind its buttons yet) until the first commit makes the root live. A part that would draw
 * otherwise (an answer that changed meanwhile) is drawn anew by React on its own.
 */
export function renderApp(container: HTMLElement, { hydrate = false }: { hydrate?: boolean } = {}): void {
  const app = (
    <Live container={container}>
      <App />
    </Live>
  );
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('A part of the drawn page was drawn anew:', error),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

function Live({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-drawn');
  }, [container]);
  return children;
}

/**
 * What the page's markup was drawn for by the server (its language and time zone, null for a zone
 * not known), or null when the page was not drawn.
 */
export function drawnFor(container: HTMLElement): { language: string; timeZone: string | null } | null {
  const drawn = container.getAttribute('data-drawn');
  if (!drawn) return null;
  const [language = '', timeZone = '-'] = drawn.split(' ');
  return { language, timeZone: timeZone === '-' ? null : timeZone };
}
