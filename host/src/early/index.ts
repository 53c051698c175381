// The early loader: a small script that runs before the main script has arrived and starts the
// requests of the first page (see preload.ts).
import { preloadFirstPage } from './preload.ts';

void preloadFirstPage({
  pathname: window.location.pathname,
  storage: window.localStorage,
  languages: navigator.languages ?? [navigator.language],
  document,
});
