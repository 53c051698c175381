// The jest preset of every package: TypeScript and JSX through SWC, jsdom for UI packages.
const path = require('node:path');

// Packages published as ES modules only: jest must transform them (pnpm keeps them under .pnpm/).
const ESM_ONLY = ['ky', 'jotai', '@tanstack', 'i18next', 'react-i18next', 'i18next-http-backend', 'cross-fetch'];

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
function createJestConfig(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment.cjs') : 'node',
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/)(?!(${ESM_ONLY.join('|')})/)`],
    // Tests run against what ships: 'react-router-dom' is the product's router surface.
    // A stylesheet is the build's business: in a test, importing one does nothing (style-stub.cjs).
    moduleNameMapper: {
      '^react-router-dom$': path.join(__dirname, '..', '..', 'router', 'src', 'index.ts'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup.cjs')] : [],
    globals: { __BUILD_ID__: 'test', __webpack_public_path__: '/' },
  };
}

module.exports = { createJestConfig };
