// The kit's gallery as a small page of its own (no federation): every component in every state,
// the kit's stylesheets (and the gallery's own) inlined into the page as the host inlines them.
// `buildGallery()` writes it to gallery/dist.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineFirstLoadStylesheets, minimizers, rspack, STYLESHEET_RULE } from '@app/build/rspack';
import { ROUTER_SURFACE } from '@app/build/federation';

const dir = dirname(fileURLToPath(import.meta.url));

/** Where the gallery is built by default. */
export const GALLERY_DIST = join(dir, 'dist');

/** @param {{ outDir?: string }} [options] */
export function galleryConfig({ outDir = GALLERY_DIST } = {}) {
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: 'gallery',
    mode: 'production',
    context: dir,
    devtool: false,
    entry: { gallery: './entry.mjs' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { 'react-router-dom$': ROUTER_SURFACE } },
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
        STYLESHEET_RULE,
      ],
    },
    optimization: { minimizer: minimizers() },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html') }),
      inlineFirstLoadStylesheets(),
    ],
  };
}

/**
 * Builds the gallery; resolves with the folder it was written to.
 * @param {{ outDir?: string }} [options]
 * @returns {Promise<string>}
 */
export function buildGallery(options = {}) {
  const config = galleryConfig(options);
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats ? stats.toString({ all: false, errors: true }) : 'no build output'));
      else resolve(String(config.output?.path));
    });
  });
}
