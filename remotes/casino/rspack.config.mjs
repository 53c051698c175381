import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@app/build/rspack';
import { createDrawConfig } from '@app/build/draw';
import { exposes } from './exposes.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = createAppConfig({ name: 'casino', dir, exposes });

// The pages whose first screen the server draws (the home page and the lobby), built for Node.js too.
const drawn = { Home: exposes['./Home'], Casino: exposes['./Casino'] };

export default process.env.NODE_ENV === 'development'
  ? config
  : [{ ...config, name: 'casino' }, createDrawConfig({ name: 'casino', dir, entry: drawn, publicPath: '/remotes/casino/' })];
