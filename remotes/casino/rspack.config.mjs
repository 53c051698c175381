import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@app/build/rspack';
import { exposes } from './exposes.mjs';

export default createAppConfig({ name: 'casino', dir: dirname(fileURLToPath(import.meta.url)), exposes });
