// One rspack configuration for every app of the product: the host and the five remotes differ
// only in the options passed here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { HOST_DEV_PORT, REACT_ROUTER_PRODUCTION, REMOTES, ROUTER_SURFACE, sharedConfig } from './federation.mjs';

export { rspack };

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.name federation name (host, casino, sports, wallet, account, vip)
 * @param {string} options.dir the app's folder
 * @param {Record<string, string>} [options.exposes] a remote's public pages
 * @param {boolean} [options.isHost]
 */
export function createAppConfig({ name, dir, exposes, isHost = false }) {
  const dev = process.env.NODE_ENV === 'development';
  const outDir = outputDir(dir);
  const buildId = process.env.BUILD_ID ?? readVersion(dir);
  const port = isHost ? HOST_DEV_PORT : REMOTES[name].devPort;

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    mode: dev ? 'development' : 'production',
    context: dir,
    devtool: dev ? 'eval-cheap-module-source-map' : PRODUCTION_SOURCE_MAPS,
    // A remote's only entry is its container (remoteEntry.js), added by the federation plugin.
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      // A stylesheet travels with the chunk of the code that imports it (see sourceRules).
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      clean: true,
    },
    // 'react-router-dom' is the product's router surface (see federation.mjs) in every build, and
    // 'react-router' behind it is the production build outside development.
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { 'react-router-dom$': ROUTER_SURFACE, ...(dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }) },
    },
    module: { rules: sourceRules(dev, dev && isHost) },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: minimizers(),
      ...(dev ? {} : { splitChunks: { cacheGroups: isHost ? FIRST_LOAD_CHUNKS : AREA_SHARED_STYLES } }),
    },
    performance: { hints: false },
    // The CLI's dev server would compile dynamic imports on first use; a chunk compiled that way
    // arrives as a hot update without the federation runtime's shared-module loader, and fails.
    lazyCompilation: false,
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        __BUILD_ID__: JSON.stringify(buildId),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig({ eager: isHost }),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // One federation runtime in the page: the host provides it and the remotes use it, so
        // each remote entry stays small (a remote then needs a host to run, which is how it runs).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser builds only: the runtime's Node.js code paths are left out.
          optimization: { target: 'web' },
        },
      }),
    ],
    devServer: {
      port,
      hot: isHost,
      liveReload: true,
      historyApiFallback: isHost,
      // Hot reload talks on its own path: /ws is the product's realtime socket (proxied below).
      webSocketServer: { type: 'ws', options: { path: '/hot-reload' } },
      // An area's code runs in the host's page: its hot-reload client must reach its own dev server.
      client: { webSocketURL: { protocol: 'ws', hostname: 'localhost', port, pathname: '/hot-reload' } },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The host's dev server forwards the API, the realtime socket and the site config, and
      // answers the remotes config itself (each area on its own dev server; see scripts/src/dev.ts).
      proxy: isHost
        ? [{ context: ['/v1', '/ws', '/site'], target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', ws: true }]
        : [],
      setupMiddlewares: (middlewares) => {
        const remotesConfig = process.env.REMOTES_CONFIG;
        if (isHost && remotesConfig) {
          middlewares.unshift({
            name: 'remotes-config',
            path: '/remotes.json',
            middleware: (_request, response) => {
              response.setHeader('content-type', 'application/json');
              response.setHeader('cache-control', 'no-cache');
              response.end(readFileSync(remotesConfig));
            },
          });
        }
        return middlewares;
      },
    },
  };
  // An area's texts are deployed beside its code (its own release brings its own strings).
  if (!isHost) config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'locales', to: 'locales' }] }));
  // The scripts run whole as a page starts: the host's first load, and an area's entry (its
  // container, evaluated in full when the area is first shown).
  if (!dev) config.plugins.push(eagerCompileHint(isHost ? FIRST_LOAD_SCRIPT : /^remoteEntry\.js$/), ...compressionPlugins());
  // The host's components are replaced in place (React Refresh). An area's code runs in the host's
  // page, where its own refresh runtime cannot reach the page's React: an edit there reloads the page.
  if (dev && isHost) {
    config.plugins.push(new ReactRefreshRspackPlugin());
  }
  return config;
}

/**
 * A page of its own outside Module Federation (the back office): the same sources, stylesheets,
 * minifiers, source maps and compression as the host, one entry, served under `publicPath`. It
 * shares nothing with the player's page at run time, so nothing of it reaches the player's download.
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.dir the app's folder
 * @param {string} options.publicPath where the page and its files are served ('/backoffice/')
 * @param {number} options.devPort
 */
export function createPageConfig({ name, dir, publicPath, devPort }) {
  const dev = process.env.NODE_ENV === 'development';
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    mode: dev ? 'development' : 'production',
    context: dir,
    devtool: dev ? 'eval-cheap-module-source-map' : PRODUCTION_SOURCE_MAPS,
    entry: { main: './src/index.tsx' },
    output: {
      path: outputDir(dir),
      publicPath,
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { 'react-router-dom$': ROUTER_SURFACE, ...(dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }) },
    },
    module: { rules: sourceRules(dev) },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizer: minimizers() },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? readVersion(dir)),
      }),
      ...(dev ? [] : compressionPlugins()),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: { index: `${publicPath}index.html` },
      devMiddleware: { publicPath },
      proxy: [{ context: ['/operator', '/ws'], target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', ws: true }],
    },
  };
  return config;
}

/**
 * A plain browser script built beside an app, outside Module Federation (no share scope, no
 * federation runtime): for code that must run before the app's own bundle has arrived.
 * `onEmitted` receives the emitted file name (content-hashed) once the build has written it.
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.dir the app's folder
 * @param {string} options.entry
 * @param {(file: string) => void} options.onEmitted
 */
export function createScriptConfig({ name, dir, entry, onEmitted }) {
  const outDir = outputDir(dir);
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    mode: 'production',
    context: dir,
    devtool: PRODUCTION_SOURCE_MAPS,
    entry: { [name]: entry },
    output: { path: outDir, filename: '[name].[contenthash:10].js', clean: true, iife: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules: sourceRules(false) },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', splitChunks: false },
    performance: { hints: false },
    plugins: [
      ...compressionPlugins(),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('EmittedScriptName', (compilation) => {
            const file = compilation.entrypoints
              .get(name)
              ?.getFiles()
              .find((candidate) => candidate.endsWith('.js'));
            if (file) onEmitted(file);
          });
        },
      },
    ],
  };
  return config;
}

/**
 * A production build writes source maps beside its scripts, to decode the stack traces of error
 * reports, but without the sources themselves (no sourcesContent) and without a sourceMappingURL
 * comment in the scripts: a map published by mistake shows positions, never the code, and browsers
 * never ask for one. The servers refuse *.map anyway.
 */
export const PRODUCTION_SOURCE_MAPS = 'hidden-nosources-source-map';

/**
 * TypeScript and JSX through SWC (with React Refresh where `refresh`); stylesheets through
 * Rspack's own CSS support; images as files.
 *
 * A module imports the stylesheet of what it draws (`import './originals.css'`). The stylesheet is
 * built into a CSS file of the chunk that holds the module and loads with that chunk, from the
 * same public path: an area's page brings its own styles from the area's own deployment, and the
 * chunk's code runs once its stylesheet is in, so nothing is drawn unstyled. Plain CSS, global
 * class names (no CSS modules), minified in production.
 */
function sourceRules(dev, refresh = false) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Phones from the last few years run ES2022 as it is: no helpers, no regenerator.
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', development: dev, refresh },
          },
        },
      },
      type: 'javascript/auto',
    },
    STYLESHEET_RULE,
    { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
  ];
}

/** Stylesheets through Rspack's own CSS support: plain CSS, global class names, no CSS modules. */
export const STYLESHEET_RULE = { test: /\.css$/, type: 'css' };

/**
 * Production minifiers: scripts as Rspack's default does; stylesheets minified for the browsers
 * the product's CSS is written for (it uses color-mix() and :has()), so nothing is rewritten for
 * older ones and no vendor prefix is added: what ships is what the stylesheet says, minified.
 */
export function minimizers() {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({
      minimizerOptions: { targets: ['chrome >= 111', 'safari >= 16.4', 'firefox >= 113'], exclude: { vendorPrefixes: true } },
    }),
  ];
}

/**
 * Puts the stylesheets of a page's first load into the page itself, as a style element in place
 * of each link (production builds of a page: the host's, the kit's gallery). The page then draws
 * styled with no request of its own for them: over HTTP/1.1 one would hold one of the browser's
 * six connections while the first screen's scripts are still coming. The inlined files are not
 * written out (nothing asks for them).
 */
export function inlineFirstLoadStylesheets() {
  const name = 'InlineFirstLoadStylesheets';
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap(name, (compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(name, async (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '');
          const inlined = [];
          data.headTags = data.headTags.map((tag) => {
            const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : '';
            const file = href.startsWith(publicPath) ? href.slice(publicPath.length) : href;
            const asset = href ? compilation.getAsset(file) : undefined;
            if (!asset) return tag;
            inlined.push(file);
            return rspack.HtmlRspackPlugin.createHtmlTagObject('style', {}, asset.source.source().toString());
          });
          for (const file of inlined) compilation.deleteAsset(file);
          return data;
        });
      });
    },
  };
}

/**
 * The host's first load in three scripts instead of one: React DOM (with its scheduler), the other
 * libraries, and the host itself. They download side by side and each is compiled in a task of its
 * own, where one script made one long task of its compilation on the main thread.
 */
const FIRST_LOAD_CHUNKS = {
  reactDom: {
    test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom|scheduler)[\\/]/,
    name: 'react-dom',
    chunks: 'initial',
    enforce: true,
    priority: 2,
  },
  libraries: { test: /[\\/]node_modules[\\/]/, name: 'libraries', chunks: 'initial', enforce: true, priority: 1 },
};
/**
 * An area's stylesheets that more than one of its pages import (the area-wide sheet, a shared
 * part's sheet) go in a stylesheet of their own, however small: each page's stylesheet then holds
 * only its own rules, and a player moving from page to page fetches and applies the shared rules
 * once.
 */
const AREA_SHARED_STYLES = {
  sharedStyles: { type: 'css', chunks: 'async', minChunks: 2, minSize: 0, priority: 1 },
};
/** The host's first-load scripts: the entry and the chunks split from it. */
const FIRST_LOAD_SCRIPT = new RegExp(`^(${['main', ...Object.values(FIRST_LOAD_CHUNKS).map((group) => group.name)].join('|')})\\..*\\.js$`);

/**
 * Marks scripts whose code runs as the page starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines read a comment). The
 * engine then compiles all their functions on a background thread while the script streams in,
 * instead of compiling each one on the main thread the first time it is called: the host's main
 * script spends about half as long on the main thread at start-up. The comment must be the very
 * first line, so it is added after minification (which would drop it) and before source maps and
 * compression (which must see it).
 * @param {RegExp} test the scripts' file names
 */
function eagerCompileHint(test) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    test,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * Text assets are compressed at build time (gzip and brotli side by side) and served as they are,
 * so no request pays for compression.
 */
function compressionPlugins() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const compressible = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 512, minRatio: 0.9 }),
    new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: compressible, threshold: 512, minRatio: 0.9 }),
  ];
}

/** Where an app's build goes: dist, or BUILD_OUT_DIR (a second build of one area, say). */
/** Where an app's build goes: dist/, or BUILD_OUT_DIR under the app when set. */
export function outputDir(dir) {
  return process.env.BUILD_OUT_DIR ? join(dir, process.env.BUILD_OUT_DIR) : join(dir, 'dist');
}

/** The app's version (its package.json), the build id when BUILD_ID is not set. */
export function readVersion(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
