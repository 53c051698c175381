import { GenerateSW } from 'workbox-webpack-plugin';

/**
 * The service worker (/sw.js, scope /): the shell is precached; each area's manifest and entry are
 * cached as they are fetched, so a repeat visit starts from cache. API calls and the socket are
 * never cached.
 */
export function serviceWorkerPlugin() {
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    // The page itself is not precached: it carries the Content-Security-Policy of the current
    // remotes config, so it comes from the network whenever the network answers.
    exclude: [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/, /^index\.html$/, /^locales\//, /mf-manifest\.json$/, /mf-stats\.json$/],
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 3, expiration: { maxEntries: 20 } },
      },
      {
        // Content-hashed files never change.
        urlPattern: ({ url }) => /\.[0-9a-f]{10}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'hashed-assets', expiration: { maxEntries: 300 } },
      },
      {
        // Where the areas live and what they say: fresh when the network answers, cached otherwise.
        urlPattern: ({ url }) =>
          /(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname) ||
          url.pathname === '/remotes.json' ||
          url.pathname === '/site/config.json' ||
          /\/locales\/.+\.json$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'area-entries', networkTimeoutSeconds: 3 },
      },
    ],
  });
}
