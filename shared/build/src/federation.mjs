// The Module Federation contract between the host and the remotes: which packages exist once per
// page (shared singletons) and which remotes the product is made of. Both sides build from this
// file, so they can never disagree.

/** The five independently deployed areas, each with its development port. */
export const REMOTES = {
  casino: { devPort: 3001 },
  sports: { devPort: 3002 },
  wallet: { devPort: 3003 },
  account: { devPort: 3004 },
  vip: { devPort: 3005 },
};

export const HOST_DEV_PORT = 3000;

/** Packages that must exist exactly once in the page, whichever remotes are loaded. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-router',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@app/api',
  '@app/i18n',
  '@app/state',
  '@app/ui',
];

/**
 * The `shared` option of the federation plugin. The host provides every singleton through the
 * share scope. A remote keeps a fallback copy (so its build stays complete on its own), but the
 * singleton rule makes the first loaded copy, the host's, the only one in use. Versions come from
 * each package.json, so a mismatched major shows up as a warning at load time.
 */
export function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    // Workspace packages are declared as workspace:* ; their published version is what counts.
    shared[name] = name.startsWith('@app/') ? { singleton: true, requiredVersion: '^1.0.0' } : { singleton: true };
  }
  return shared;
}
