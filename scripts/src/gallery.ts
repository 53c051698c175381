// `npm run gallery`: builds the UI kit's gallery (every component of @app/ui in every state, light
// and dark) and serves it at http://localhost:3100 (PORT or --port changes it; ?theme=dark opens it
// dark). `--build-only` builds without serving.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/run.ts';

export const GALLERY_PORT = 3100;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Builds the gallery; resolves with the folder it was written to. */
export async function buildGallery(): Promise<string> {
  const module = (await import(pathToFileURL(join(repoRoot, 'shared', 'ui', 'gallery', 'build.mjs')).href)) as {
    buildGallery: () => Promise<string>;
  };
  return module.buildGallery();
}

/** Serves a built gallery folder; resolves once it listens. */
export function serveGallery(dir: string, port = GALLERY_PORT): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://gallery').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const portIndex = process.argv.indexOf('--port');
  const port = Number(portIndex >= 0 ? process.argv[portIndex + 1] : (process.env.PORT ?? GALLERY_PORT));
  console.log('Building the UI kit gallery…');
  const dir = await buildGallery();
  if (!process.argv.includes('--build-only')) {
    const server = await serveGallery(dir, port);
    const address = server.address();
    const shown = typeof address === 'object' && address ? address.port : port;
    console.log(`The UI kit gallery: http://localhost:${shown}/ (dark: http://localhost:${shown}/?theme=dark)`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
  }
}
