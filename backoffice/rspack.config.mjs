// The back office: a page of its own, served under /backoffice/ by the platform server. It is not
// a Module Federation app: it shares nothing with the player's page and adds nothing to its download.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageConfig, inlineFirstLoadStylesheets, rspack } from '@app/build/rspack';

const dir = dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV !== 'development';

const config = createPageConfig({ name: 'backoffice', dir, publicPath: '/backoffice/', devPort: 3010 });
config.plugins.push(
  new rspack.HtmlRspackPlugin({ template: './public/index.html', minify: true }),
  new rspack.CopyRspackPlugin({ patterns: [{ from: 'public/favicon.svg', to: 'favicon.svg' }] }),
);
// The kit's stylesheets are in the page itself, as in the player's page.
if (production) config.plugins.push(inlineFirstLoadStylesheets());
export default config;
