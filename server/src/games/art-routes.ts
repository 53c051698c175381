import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ART_DIR, ART_PATH } from './artwork.ts';

/** A file of the artwork: <id>.<thumb|cover|logo>.<hash8>.webp, nothing else in the folder. */
const ART_FILE = /^[a-z0-9-]+\.(thumb|cover|logo)\.[0-9a-f]{8}\.webp$/;

/**
 * What a file of the folder opened on its own may do: nothing but be shown. No scripts, no
 * fetches, no forms; the sandbox gives it an origin of its own.
 */
export const ART_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves the lobby's artwork at /game-art/<file>. A file's name carries its content's hash, so it
 * never changes: cached for a year as immutable.
 */
export function gameArtRoutes() {
  return async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: fileURLToPath(ART_DIR),
      prefix: ART_PATH,
      decorateReply: false,
      cacheControl: false,
      wildcard: true,
      index: false,
      allowedPath: (path: string) => ART_FILE.test(path.replace(/^\//, '')),
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('content-security-policy', ART_CONTENT_SECURITY_POLICY);
      },
    });
  };
}
