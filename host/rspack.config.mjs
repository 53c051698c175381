import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, rspack } from '@app/build/rspack';
import { serviceWorkerPlugin } from './sw.config.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const themeCss = readFileSync(require.resolve('@app/ui/theme.css'), 'utf8');
const localesDir = join(dirname(require.resolve('@app/i18n/locales/en/common.json')), '..');

const config = createAppConfig({ name: 'host', dir, isHost: true });
config.plugins.push(
  new rspack.HtmlRspackPlugin({
    template: './public/index.html',
    templateParameters: { themeCss },
    minify: true,
  }),
  new rspack.CopyRspackPlugin({
    patterns: [
      { from: localesDir, to: 'locales' },
      { from: 'public/favicon.svg', to: 'favicon.svg' },
    ],
  }),
);
if (process.env.NODE_ENV !== 'development') config.plugins.push(serviceWorkerPlugin());
export default config;
