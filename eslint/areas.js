// The import rules of the front end (see ARCHITECTURE.md, "How an area is laid out").
//
// An area (remotes/<area>/src) is layered: pages → features → the area's own shared code (shared/,
// area.ts) → the product's shared packages (@app/*). Features never import each other, an area
// never imports another area or the host, and the host reaches areas only at run time (Module
// Federation), never through an import.
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { AREAS } from '@app/contract/areas';

/** Resolves imports as TypeScript does (workspace packages' exports, `paths`, `.ts` extensions). */
const resolver = createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true });

export const importSettings = { 'import-x/resolver-next': [resolver] };

/** Routing comes from 'react-router-dom', which every build resolves to the router surface (@app/router). */
export const routerSurfaceOnly = {
  name: 'react-router',
  message: "Import routing from 'react-router-dom' (the product's shared router surface, @app/router).",
};

const areaPackages = AREAS.flatMap((area) => [`@app/${area}`, `@app/${area}/*`]);

/** Modules made for servers and tools (the API's OpenAPI document and its generator): never in a browser build. */
const serverOnly = {
  group: ['@app/contract/openapi'],
  message: 'The API document is made for the server and tools: it stays out of the browser builds.',
};

const elements = [
  { type: 'area-pages', pattern: 'remotes/*/src/pages', capture: ['area'] },
  { type: 'area-feature', pattern: 'remotes/*/src/features/*', capture: ['area', 'feature'] },
  { type: 'area-shared', pattern: 'remotes/*/src/shared', capture: ['area'] },
  { type: 'area-root', pattern: 'remotes/*/src', capture: ['area'] },
  { type: 'area-tests', pattern: 'remotes/*/test', capture: ['area'] },
  { type: 'area-package', pattern: 'remotes/*', capture: ['area'] },
  { type: 'host', pattern: 'host/**', partialMatch: false },
  // Full-path patterns: an area's own shared/ folder is not one of the product's shared packages.
  { type: 'shared-package', pattern: 'shared/*/**', partialMatch: false, capture: ['package'] },
];

/**
 * The product's shared packages in layers, lowest first (decisions 0007 and 0009): a package
 * imports only packages of the layers below its own. The kit (@app/ui) sits beside the store
 * (@app/state), below the client (@app/api): it reads neither, and the app gives it their values.
 * @app/build is tooling (the build and jest presets): none of these imports it.
 */
export const SHARED_LAYERS = [['contract', 'router'], ['i18n'], ['state', 'ui'], ['api']];
const LAYER_ORDER = SHARED_LAYERS.map((layer) => layer.join(' and ')).join(' < ');
const SHARED_PACKAGES = [...SHARED_LAYERS.flat(), 'build'];

/** Each shared package with the packages it may import (its own layer's others excluded) and the rule's message. */
const sharedLayerRules = SHARED_LAYERS.flatMap((layer, index) => {
  const below = SHARED_LAYERS.slice(0, index).flat();
  return layer.map((name) => ({
    name,
    allowed: [name, ...below],
    message: `The shared packages are layered (${LAYER_ORDER}): @app/${name} imports only ${below.length > 0 ? below.map((other) => `@app/${other}`).join(', ') : 'no other shared package'}.`,
  }));
});

/** The layers, for imports a resolver follows into the other package's files (a relative path). */
const sharedLayerPolicies = sharedLayerRules.map(({ name, allowed, message }) => ({
  from: { element: { type: 'shared-package', captured: { package: name } } },
  disallow: { to: { element: { type: 'shared-package', captured: { package: `!{${allowed.join(',')}}` } } } },
  message,
}));

const AREA_PARTS = ['area-pages', 'area-feature', 'area-shared', 'area-root', 'area-tests', 'area-package'];
const sameArea = { area: '{{ from.element.captured.area }}' };
const otherArea = { area: '!{{ from.element.captured.area }}' };

const policies = [
  {
    from: { element: { types: { anyOf: AREA_PARTS } } },
    disallow: { to: { element: { types: { anyOf: AREA_PARTS }, captured: otherArea } } },
    message: 'An area never imports another area: what two areas share belongs in a shared package (@app/*).',
  },
  {
    from: { element: { types: { anyOf: AREA_PARTS } } },
    disallow: { to: { element: { type: 'host' } } },
    message: 'An area never imports the host: the host loads areas at run time.',
  },
  {
    from: { element: { type: 'area-feature' } },
    disallow: {
      to: { element: { type: 'area-feature', captured: { ...sameArea, feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: 'Features never import each other: move what both need into the area\u2019s shared/ folder or a shared package.',
  },
  {
    from: { element: { types: { anyOf: ['area-feature', 'area-shared', 'area-root'] } } },
    disallow: { to: { element: { type: 'area-pages' } } },
    message: 'Pages compose features; nothing below a page imports one.',
  },
  {
    from: { element: { types: { anyOf: ['area-shared', 'area-root'] } } },
    disallow: { to: { element: { type: 'area-feature' } } },
    message: 'The area\u2019s shared code sits below its features and never imports one.',
  },
  {
    from: { element: { type: 'shared-package' } },
    disallow: { to: { element: { types: { anyOf: ['host', ...AREA_PARTS] } } } },
    message: 'Shared packages never depend on the apps.',
  },
  ...sharedLayerPolicies,
];

export const areaBoundaries = [
  {
    files: ['remotes/**/*.{ts,tsx,mjs}', 'host/src/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: { ...importSettings, 'boundaries/elements': elements, 'boundaries/include': ['remotes/**', 'host/**', 'shared/**'] },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
  },
  {
    // The host loads areas at run time; only its tests read an area's exposes (its public API).
    files: ['host/src/**/*.{ts,tsx}'],
    ignores: ['host/src/**/*.test.{ts,tsx}', 'host/src/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerSurfaceOnly],
          patterns: [
            { group: areaPackages, message: 'The host loads areas at run time (loadRemote), never through an import.' },
            serverOnly,
          ],
        },
      ],
    },
  },
  {
    // The other areas' and the host's package names, for the case a resolver cannot follow.
    files: ['remotes/**/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerSurfaceOnly],
          patterns: [
            {
              group: ['@app/host', '@app/host/*', ...areaPackages],
              message: 'An area reaches the rest of the product only through shared packages.',
            },
            serverOnly,
          ],
        },
      ],
    },
  },
  // The layers again, for imports by package name (`@app/api`), and no shared package imports an
  // app. The router surface is exempt from routerSurfaceOnly: it is the one place react-router is read.
  ...sharedLayerRules.map(({ name, allowed, message }) => ({
    files: [`shared/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: name === 'router' ? [] : [routerSurfaceOnly],
          patterns: [
            {
              group: ['**/host/**', '**/remotes/**', '@app/host', '@app/host/*', ...areaPackages],
              message: 'Shared packages must not depend on the apps.',
            },
            {
              group: SHARED_PACKAGES.filter((other) => !allowed.includes(other)).flatMap((other) => [`@app/${other}`, `@app/${other}/*`]),
              message,
            },
            serverOnly,
          ],
        },
      ],
    },
  })),
];
