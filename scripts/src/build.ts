// Builds every app (host and the five remotes) for production.
import { buildAll } from './lib/run.ts';

const result = await buildAll();
process.exit(result.code);
