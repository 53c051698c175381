import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@app/build/rspack';
import { createDrawConfig } from '@app/build/draw';
import { exposes, parts } from './exposes.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = createAppConfig({ name: 'sports', dir, exposes: { ...exposes, ...parts } });

// The page whose first screen the server draws (the sportsbook), built for Node.js too.
const drawn = { Sports: exposes['./Sports'] };

export default process.env.NODE_ENV === 'development'
  ? config
  : [{ ...config, name: 'sports' }, createDrawConfig({ name: 'sports', dir, entry: drawn, publicPath: '/remotes/sports/' })];
