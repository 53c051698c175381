// The Module Federation contract between the host and the remotes: which packages exist once per
// page (shared singletons) and which remotes the product is made of. Both sides build from this
// file, so they can never disagree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, areaDevPort } from '@app/contract/areas';

/** The independently deployed areas (the product's one list), each with its development port. */
export const REMOTES = Object.fromEntries(AREAS.map((area) => [area, { devPort: areaDevPort(area) }]));

export const HOST_DEV_PORT = 3000;

/** Packages that must exist exactly once in the page, whichever remotes are loaded. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@app/api',
  '@app/i18n',
  '@app/state',
  '@app/ui',
  '@app/ui/display',
  '@app/ui/overlays',
  '@app/ui/forms',
  'react-hook-form',
  'zod',
];

/**
 * Singletons the host does not put in its first load: it provides them lazily, so they arrive
 * with the first page that uses them (the host's own users of them are lazily loaded pages).
 */
export const LAZY_SINGLETONS = new Set(['@app/ui/display', '@app/ui/overlays', '@app/ui/forms', 'react-hook-form', 'zod']);

/**
 * The `shared` option of the federation plugin. The host provides every singleton through the
 * share scope. A remote keeps a fallback copy (so its build stays complete on its own), but the
 * singleton rule makes the first loaded copy, the host's, the only one in use. Versions come from
 * each package.json, so a mismatched major shows up as a warning at load time.
 */
export function sharedConfig({ eager = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const eagerHere = eager && !LAZY_SINGLETONS.has(name);
    // Workspace packages are declared as workspace:* ; their own version (package.json, bumped
    // with changesets) is what counts. A build requires the caret range of the version it was
    // built against: it runs on a host that provides that version or a newer minor, and one that
    // needs another major (or a newer minor than the host has) fails to load (its area alone
    // falls back) instead of running on an API it was not built for; `npm run release` refuses
    // it up front. (The host provides them; the check is on the side that consumes them.)
    if (name.startsWith('@app/')) {
      const version = productPackageVersion(name);
      const strict = eager ? {} : { strictVersion: true };
      shared[name] = { singleton: true, eager: eagerHere, requiredVersion: `^${version}`, ...strict };
    } else {
      shared[name] = { singleton: true, eager: eagerHere };
    }
  }
  // A shared module is provided whole (the plugin cannot know what other builds will use), and
  // the whole of react-router is three times what the product uses. So the share key
  // react-router-dom is provided by @app/router, which re-exports the part the apps use and lets
  // the build drop the rest; apps still write `from 'react-router-dom'`.
  shared['react-router-dom'] = {
    singleton: true,
    eager,
    import: '@app/router',
    version: REACT_ROUTER_VERSION,
    requiredVersion: `^${REACT_ROUTER_VERSION}`,
  };
  return shared;
}

/**
 * The version of one of the product's shared packages (@app/<name>, in shared/<name>), read from
 * its package.json; a subpath such as @app/ui/forms has its package's version.
 */
export function productPackageVersion(name) {
  const packageName = name.split('/').slice(0, 2).join('/');
  const file = new URL(`../../${packageName.slice('@app/'.length)}/package.json`, import.meta.url);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.name !== packageName) throw new Error(`${fileURLToPath(file)} is not the package ${packageName}.`);
  return manifest.version;
}

/** Where the router surface lives, for tools that resolve 'react-router-dom' to it (jest, TypeScript). */
export const ROUTER_SURFACE = fileURLToPath(new URL('../../router/src/index.ts', import.meta.url));

/**
 * react-router's production build. Its package exports name only its development build, which
 * differs in one flag (ENABLE_DEV_WARNINGS) that keeps warning checks running on every render;
 * production builds of the apps resolve 'react-router' here instead.
 */
export const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(ROUTER_SURFACE).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/** The react-router release behind @app/router (pinned exactly in its package.json). */
const REACT_ROUTER_VERSION = JSON.parse(readFileSync(new URL('../../router/package.json', import.meta.url), 'utf8')).dependencies[
  'react-router'
];
