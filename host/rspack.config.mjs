import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createScriptConfig, inlineFirstLoadStylesheets, rspack } from '@app/build/rspack';
import { createDrawConfig } from '@app/build/draw';
import { serviceWorkerPlugin } from './sw.config.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const localesDir = join(dirname(require.resolve('@app/i18n/locales/en/common.json')), '..');
const production = process.env.NODE_ENV !== 'development';
// The icon is in the page itself (a few hundred bytes): over HTTP/1.1 a request of its own would
// take one of the browser's six connections while the first screen's files are still coming.
const faviconHref = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(dir, 'public', 'favicon.svg'), 'utf8').trim())}`;

// The early loader (src/early) is its own small script, built first and outside the federation
// build: it starts the first page's requests while the main script is still downloading.
let earlyScript = '';
const early = createScriptConfig({ name: 'early', dir, entry: './src/early/index.ts', onEmitted: (file) => (earlyScript = `/${file}`) });

const config = createAppConfig({ name: 'host', dir, isHost: true });
config.plugins.push(
  new rspack.HtmlRspackPlugin({
    template: './public/index.html',
    templateParameters: () => ({ earlyScript, faviconHref }),
    minify: true,
  }),
  new rspack.CopyRspackPlugin({
    patterns: [
      { from: localesDir, to: 'locales' },
      { from: 'public/favicon.svg', to: 'favicon.svg' },
    ],
  }),
);
if (production) {
  config.name = 'host';
  config.dependencies = ['early'];
  // The early loader's build ran first and cleaned the folder; its files stay.
  config.output.clean = { keep: (path) => basename(path).startsWith('early.') };
  // The kit's stylesheets (the core imports them) are in the page itself.
  config.plugins.push(inlineFirstLoadStylesheets(), serviceWorkerPlugin());
}

// The first screen drawn in the server: the shell, React's server renderer and the shared
// singletons the areas' drawn pages take (see src/draw). Calls go to the server itself, never to
// the network: the page's early-request registry is the draw's own there.
const draw = createDrawConfig({ name: 'host', dir, entry: { draw: './src/draw/index.tsx' }, publicPath: '/', providesShared: true });
const drawEarly = join(dir, 'src', 'draw', 'early.ts');
draw.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/^(\.\/early\.ts|@app\/api\/early)$/, (resource) => {
    if (resource.request === '@app/api/early' || /[\\/]shared[\\/]api[\\/]src$/.test(resource.context)) resource.request = drawEarly;
  }),
);

export default production ? [early, config, draw] : config;
