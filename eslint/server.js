// The server's import rules (see ARCHITECTURE.md, "Server layout"; server/test/lint-boundaries.test.ts feeds each forbidden import to ESLint).
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileURLToPath } from 'node:url';

// Paths below are from the repository root, wherever ESLint runs from.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverProject = fileURLToPath(new URL('../server/tsconfig.json', import.meta.url));

const SERVER_SOURCES = ['server/src/**/*.ts', 'server/simulators/**/*.ts'];
// The server's tests: not checked by these rules, but known to them (a simulator's code never imports them).
const SERVER_TESTS = 'server/test/**/*.ts';

export default [
  {
    files: SERVER_SOURCES,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // server/src/<folder>: the infrastructure (platform, http, db), or a domain. The files directly
      // in server/src (app, compose, main, cli, config) are the composition root. server/simulators/<name>:
      // a third party the repository plays for the demo (payment provider, game studio, odds feed),
      // with the code they share in server/simulators/shared, its own tables' migrations in
      // server/simulators/<name>/migrations and its tests in server/simulators/<name>/test. The
      // server's tests (server/test) are known here so that a simulator's code cannot import them.
      'boundaries/elements': [
        { type: 'infrastructure', pattern: 'server/src/{platform,http,db}', partialMatch: false },
        { type: 'domain', pattern: 'server/src/*', partialMatch: false, capture: ['domain'] },
        { type: 'composition-root', pattern: 'server/src', partialMatch: false },
        { type: 'server-tests', pattern: 'server/test', partialMatch: false },
        { type: 'simulator-tests', pattern: 'server/simulators/*/test', partialMatch: false, capture: ['simulator'] },
        { type: 'simulators-shared', pattern: 'server/simulators/shared', partialMatch: false },
        { type: 'simulator', pattern: 'server/simulators/*', partialMatch: false, capture: ['simulator'] },
      ],
      'boundaries/root-path': repoRoot,
      'boundaries/include': [...SERVER_SOURCES, SERVER_TESTS],
      'import/resolver': { typescript: { project: serverProject } },
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: serverProject })],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'infrastructure' } },
              disallow: { to: { element: { type: 'domain' } } },
              message: 'The infrastructure (platform, http, db) never imports a domain: a domain is given what it needs.',
            },
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { type: 'domain', fileInternalPath: '!index.ts' } } },
              message: 'A domain reaches another only through that domain’s index.ts.',
            },
            {
              from: { element: { types: { anyOf: ['infrastructure', 'domain'] } } },
              disallow: { to: { element: { types: { anyOf: ['simulator', 'simulators-shared', 'simulator-tests'] } } } },
              message:
                'The platform never imports a simulator: it reaches a provider through the published interfaces (@app/contract/providers); only the composition root starts the demo’s simulators.',
            },
            {
              from: { element: { types: { anyOf: ['simulator', 'simulators-shared'] } } },
              disallow: { to: { element: { types: { anyOf: ['infrastructure', 'domain', 'composition-root'] } } } },
              message:
                'A simulator is a third party: it never imports the platform (server/src), only the published interfaces (@app/contract/providers), and reaches it over signed HTTP or the feed protocol.',
            },
            {
              from: { element: { type: 'simulator' } },
              disallow: { to: { element: { type: 'simulator', captured: { simulator: '!{{ from.element.captured.simulator }}' } } } },
              message: 'A simulator never imports another: what they share lives in server/simulators/shared.',
            },
            {
              from: { element: { type: 'simulators-shared' } },
              disallow: { to: { element: { type: 'simulator' } } },
              message: 'The simulators’ shared code never imports a simulator.',
            },
            {
              from: { element: { types: { anyOf: ['simulator', 'simulators-shared'] } } },
              disallow: { to: { element: { types: { anyOf: ['server-tests', 'simulator-tests'] } } } },
              message: 'A simulator’s code never imports tests: only its own tests use the server’s test harness.',
            },
            {
              from: { element: { type: 'simulator-tests' } },
              disallow: { to: { element: { types: { anyOf: ['infrastructure', 'domain', 'composition-root'] } } } },
              message:
                'A simulator’s tests reach the platform as the demo runs it, through the server’s test harness (server/test/helpers.ts), never by importing server/src.',
            },
            {
              from: { element: { type: 'simulator-tests' } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['simulator', 'simulator-tests'] },
                    captured: { simulator: '!{{ from.element.captured.simulator }}' },
                  },
                },
              },
              message: 'A simulator’s tests test that simulator (and the shared code): never another simulator.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
];
