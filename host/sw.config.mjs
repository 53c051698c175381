import { GenerateSW } from 'workbox-webpack-plugin';

/**
 * The service worker (/sw.js, scope /).
 *
 * - The host's own build is precached (index.html and every chunk, no source maps or compressed
 *   copies), so a repeat visit starts from cache.
 * - Navigations go to the network first: the page carries the Content-Security-Policy of the
 *   current remotes config, which changes when an operator points an area at another origin. When
 *   the network has not answered within 3 s, or fails, the last copy of that page answers, or else
 *   the precached index.html.
 * - Content-hashed files (the host's and every area's scripts and stylesheets, `name.<10 hex>.js` or
 *   `.css`, from whichever origin an area is served) never change: cache first.
 * - Where the areas live and what the page says (mf-manifest.json, remoteEntry.js, /remotes.json,
 *   locale files, /site/config.json): network first with a 3 s timeout, the cached copy otherwise.
 * - The API (/v1) and the socket (/ws) are never cached.
 */
export function serviceWorkerPlugin() {
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    // '/' is a navigation like any other (network first), not a precache hit.
    directoryIndex: null,
    exclude: [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/, /^locales\//, /mf-manifest\.json$/, /mf-stats\.json$/],
    runtimeCaching: [
      {
        // Every page path except the API, the socket, the site config, the areas' builds and the worker.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          !/^\/(v1|ws|site|remotes)(\/|$)|^\/sw\.js$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: ({ url }) => /\.[0-9a-f]{10}\.(js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'hashed-assets', expiration: { maxEntries: 400 } },
      },
      {
        urlPattern: ({ url }) =>
          /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname) ||
          /\/locales\/[^/]+\/[^/]+\.json$/.test(url.pathname) ||
          (url.origin === self.location.origin && (url.pathname === '/remotes.json' || url.pathname === '/site/config.json')),
        handler: 'NetworkFirst',
        options: { cacheName: 'area-entries', networkTimeoutSeconds: 3, expiration: { maxEntries: 200 } },
      },
    ],
  });
}
