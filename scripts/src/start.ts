// The README's first command: builds the host and the remotes for production, then starts the
// server that serves them with the API on one origin (http://localhost:8080, PORT changes it).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, childEnv, repoRoot } from './lib/run.ts';

console.log('Building the host and the five areas…');
const build = await buildAll({ quiet: true });
if (build.code !== 0) {
  console.error(build.output);
  console.error('The build failed.');
  process.exit(build.code);
}

const server = spawn(process.execPath, [join(repoRoot, 'server', 'src', 'main.ts')], { stdio: 'inherit', env: childEnv() });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
