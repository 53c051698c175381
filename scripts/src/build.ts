// Builds every page for production: the host, the five remotes and the back office.
import { buildAll } from './lib/run.ts';

const result = await buildAll();
process.exit(result.code);
