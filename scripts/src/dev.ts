// Development: the host and every remote on their own dev servers with hot reload, plus the API
// server. The host's dev server (http://localhost:3000) forwards /v1, /ws and /site to the API
// server and answers /remotes.json with a config that points each area at its dev server.
// DATA_DIR moves the data folder (the embedded database and that config) elsewhere. The UI kit's
// gallery is built once at start-up and served beside them (GALLERY_PORT, 3100 by default).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@app/build/federation';
import { buildGallery, GALLERY_PORT, serveGallery } from './gallery.ts';
import { childEnv, PAGES, repoRoot } from './lib/run.ts';

const apiPort = Number(process.env.API_PORT ?? 8080);
const galleryPort = Number(process.env.GALLERY_PORT ?? GALLERY_PORT);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
mkdirSync(dataDir, { recursive: true });
const remotesConfig = join(dataDir, 'remotes.dev.json');
writeFileSync(
  remotesConfig,
  JSON.stringify(
    Object.fromEntries(Object.entries(REMOTES).map(([area, { devPort }]) => [area, `http://localhost:${devPort}/mf-manifest.json`])),
    null,
    2,
  ),
);

const children: ChildProcess[] = [];
const start = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: childEnv({ NODE_ENV: 'development', ...env }) });
  children.push(child);
  return child;
};

start(process.execPath, ['--watch', join(repoRoot, 'server', 'src', 'main.ts')], repoRoot, {
  PORT: String(apiPort),
  SERVE_STATIC: 'false',
  REMOTES_CONFIG: remotesConfig,
  API_PROXY_TARGET: `http://localhost:${apiPort}`,
});
for (const app of PAGES)
  start('pnpm', ['run', 'dev'], join(repoRoot, app), { API_PROXY_TARGET: `http://localhost:${apiPort}`, REMOTES_CONFIG: remotesConfig });

console.log('\n  Open http://localhost:3000 (host with hot reload). API on port', apiPort);
console.log('  The back office: http://localhost:3010/backoffice/');
console.log(`  The UI kit gallery: http://localhost:${galleryPort}/ (built once at start-up; ready shortly)\n`);

// The gallery's own build and server (scripts/src/gallery.ts), in this process: stopping dev stops
// it. A failure (the port taken, a broken build) is reported and leaves the rest running.
void buildGallery()
  .then((dir) => serveGallery(dir, galleryPort))
  .then(
    () => console.log(`  The UI kit gallery is ready: http://localhost:${galleryPort}/ (dark: ?theme=dark)`),
    (error: unknown) =>
      console.error(`  The UI kit gallery could not start on port ${galleryPort}:`, error instanceof Error ? error.message : error),
  );

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
