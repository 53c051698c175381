// The builds that draw a first screen in the server (Node.js): the host's draw (the shell, React's
// server renderer and every shared singleton) and each area's drawn pages. An area's pages are built
// beside its browser build, into its own dist/draw/, so they travel with its releases; they take the
// shared singletons from the host's draw at load time (the server's share scope), as the browser
// build takes them from the host's page.
import { join } from 'node:path';
import rspack from '@rspack/core';
import { REACT_ROUTER_PRODUCTION, ROUTER_SURFACE, SINGLETONS } from './federation.mjs';
import { outputDir, readVersion } from './rspack.mjs';

/** Where a build's drawn pages go, inside its dist (never served: see the server's static files). */
export const DRAW_DIR = 'draw';

/**
 * @param {object} options
 * @param {string} options.name the app (host, casino, sports)
 * @param {string} options.dir the app's folder
 * @param {Record<string, string>} options.entry output name → source (a page's module, or the host's draw)
 * @param {string} options.publicPath where the app's browser files are served (its texts are found from it)
 * @param {boolean} [options.providesShared] the host's draw: bundles the singletons; an area's take them from it
 */
export function createDrawConfig({ name, dir, entry, publicPath, providesShared = false }) {
  const buildId = process.env.BUILD_ID ?? readVersion(dir);
  const singletons = new Set(SINGLETONS);
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: `${name}-draw`,
    // After the browser build, which cleans the folder this one writes into.
    dependencies: [name],
    mode: 'production',
    target: 'node',
    context: dir,
    devtool: false,
    entry,
    output: {
      path: join(outputDir(dir), DRAW_DIR),
      publicPath,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { 'react-router-dom$': ROUTER_SURFACE, 'react-router$': REACT_ROUTER_PRODUCTION },
    },
    // An area's singletons come from the host's draw: require() of their names, answered by the
    // server's loader with the host's instances (one React, one query client, one i18next).
    externals: providesShared
      ? []
      : [({ request }, callback) => (request && singletons.has(request) ? callback(undefined, `commonjs ${request}`) : callback())],
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
        // The page's stylesheets come with the browser build; the server draws markup only.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // One file per entry: the server loads a page's whole module at once.
    optimization: { minimize: false, splitChunks: false, moduleIds: 'named' },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __BUILD_ID__: JSON.stringify(buildId) }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
  return config;
}
