// The early loader: a small script that runs before the main script has arrived and starts the
// requests of the first page (see preload.ts).
import { preloadFirstPage } from './preload.ts';

void preloadFirstPage({
  pathname: window.location.pathname,
  search: window.location.search,
  // Reached only when read: the first touch of local storage is what the loader defers.
  storage: { getItem: (key) => window.localStorage.getItem(key), setItem: (key, value) => window.localStorage.setItem(key, value) },
  languages: navigator.languages ?? [navigator.language],
  document,
});
