// The server's import rules (see ARCHITECTURE.md, "Server layout").
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileURLToPath } from 'node:url';

// Paths below are from the repository root, wherever ESLint runs from.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverProject = fileURLToPath(new URL('../server/tsconfig.json', import.meta.url));

const SERVER_SOURCES = ['server/src/**/*.ts'];

export default [
  {
    files: SERVER_SOURCES,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // server/src/<folder>: the infrastructure (platform, http, db), or a domain. The files directly
      // in server/src (app, compose, main, cli, config) are the composition root.
      'boundaries/elements': [
        { type: 'infrastructure', pattern: 'server/src/{platform,http,db}', partialMatch: false },
        { type: 'domain', pattern: 'server/src/*', partialMatch: false, capture: ['domain'] },
      ],
      'boundaries/root-path': repoRoot,
      'boundaries/include': SERVER_SOURCES,
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
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
];
