import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AREAS } from '@app/contract/areas';
import type { RemotesConfig } from '@app/contract/rollout';
import type { ServerConfig } from '../config.ts';
import { firstScreenDrawer, type DrawnPage } from './first-screen.ts';

/** Content-hashed file names (name.0123456789.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|webp|woff2)(\.br|\.gz)?$/;

/**
 * Source maps stay beside the builds on disk, to decode the stack traces of error reports, and are
 * never served: they would publish the product's source. Checked on the path asked for and on the
 * file found for it (a .map compressed beside its map included). Nor are the builds' drawn pages
 * (dist/draw/: the code the server draws first screens with).
 */
export function servable(path: string): boolean {
  return !/\.map(\.br|\.gz)?$/i.test(path) && !/(^|[\\/])draw([\\/]|$)/.test(path);
}

export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The back office's page and files (its own build, no part of the player's page). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * Serves the host and the five remotes' production builds (and the back office's) on one origin: hashed assets cached
 * long-term, manifests, entries, locales, the remotes config and the page itself never cached.
 */
export function staticPlugin(config: ServerConfig, remotesConfig: () => Promise<RemotesConfig>) {
  const releasesRoot = join(config.releasesDir, sep);
  /** A release never changes once written: all of it is cached for a year. */
  const cacheFor = (path: string) => (path.startsWith(releasesRoot) ? 'public, max-age=31536000, immutable' : cacheControlFor(path));
  return async (app: FastifyInstance) => {
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return remotesConfig();
    });

    for (const area of AREAS) {
      // /remotes/{area}/ serves the area's own build, and /remotes/{area}/{version}/ its releases.
      const releases = join(config.releasesDir, area);
      mkdirSync(releases, { recursive: true });
      await app.register(fastifyStatic, {
        root: [config.remoteDists[area], releases],
        prefix: `/remotes/${area}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        wildcard: true,
        allowedPath: servable,
        // A remote may be loaded by a host on another origin (manifests are fetched with fetch()).
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header('cache-control', cacheFor(path));
          reply.header('access-control-allow-origin', '*');
        },
      });
    }

    await app.register(fastifyStatic, {
      root: config.hostDist,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      wildcard: false,
      index: false,
      allowedPath: servable,
      setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path)),
    });

    // The back office: its files under /backoffice/, and its page for any other path there.
    await app.register(fastifyStatic, {
      root: config.backofficeDist,
      prefix: `${BACKOFFICE_PREFIX}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      wildcard: false,
      index: false,
      allowedPath: servable,
      setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path)),
    });
    const sendBackoffice = (request: FastifyRequest, reply: FastifyReply) =>
      sendPage(join(config.backofficeDist, 'index.html'), request, reply);
    app.get(BACKOFFICE_PREFIX, sendBackoffice);
    app.get(`${BACKOFFICE_PREFIX}/`, sendBackoffice);
    app.get(`${BACKOFFICE_PREFIX}/*`, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      return sendBackoffice(request, reply);
    });

    const indexFile = join(config.hostDist, 'index.html');
    const drawnPage = config.drawFirstScreen ? firstScreenDrawer(app, config, remotesConfig) : undefined;
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const drawn = drawnPage && existsSync(indexFile) ? await drawnPage(request, indexFile) : undefined;
      return drawn ? sendDrawn(drawn, request, reply) : sendPage(indexFile, request, reply);
    };
    /** A drawn page: never kept by a shared cache for another visitor's cookies or language. */
    function sendDrawn(page: DrawnPage, request: FastifyRequest, reply: FastifyReply) {
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      reply.type('text/html; charset=utf-8');
      const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
      return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.body);
    }
    async function sendPage(page: string, request: FastifyRequest, reply: FastifyReply) {
      if (!existsSync(page)) {
        return reply.code(503).type('text/plain').send('The app has not been built yet: run npm start (or npm run build).');
      }
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-encoding');
      reply.type('text/html; charset=utf-8');
      // The build writes the page compressed beside it (brotli and gzip): sent as the browser takes it.
      for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
        const compressed = `${page}.${encoding === 'br' ? 'br' : 'gz'}`;
        if (existsSync(compressed)) return reply.header('content-encoding', encoding).send(await readFile(compressed));
      }
      return reply.send(await readFile(page));
    }
    app.get('/', (request, reply) => sendShell(request, reply));
    // Any other page path is a client-side route: answer with the shell.
    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isFile = /\.[a-z0-9]+$/i.test(path);
      const reserved = /^\/(v1|ws|site|remotes|backoffice)(\/|$)/.test(path);
      if (isFile || reserved) return reply.callNotFound();
      return sendShell(request, reply);
    });
  };
}

/** The precompressed encodings an Accept-Encoding header takes, brotli first; none refused with q=0. */
export function acceptedEncodings(header: string | string[] | undefined): ('br' | 'gzip')[] {
  const offered = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) offered.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((encoding) => offered.has(encoding));
}
