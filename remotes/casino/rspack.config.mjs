import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, rspack } from '@app/build/rspack';
import { exposes } from './exposes.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = createAppConfig({ name: 'casino', dir, exposes });
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'locales', to: 'locales' }] }));
export default config;
