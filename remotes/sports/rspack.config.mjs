import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@app/build/rspack';
import { exposes, parts } from './exposes.mjs';

export default createAppConfig({ name: 'sports', dir: dirname(fileURLToPath(import.meta.url)), exposes: { ...exposes, ...parts } });
