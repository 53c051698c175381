import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/**
 * Draws the app into the page. As a transition the first render yields to the browser every few
 * milliseconds instead of holding the main thread until the whole page is drawn. A page drawn in
 * the server keeps showing its markup (inert: nothing behind its buttons yet) until the first
 * render replaces it, in the same commit that makes the root live.
 */
export function renderApp(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <>
        <App />
        <Live container={container} />
      </>,
    ),
  );
}

function Live({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-drawn');
  }, [container]);
  return null;
}
