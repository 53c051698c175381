import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { sitePlugin } from './plugins/site.ts';
import { staticPlugin } from './plugins/static.ts';

/** Builds the server: every domain is a plugin registered here, in one place. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });
  await app.register(errorsPlugin);
  await app.register(sitePlugin(config));
  // The API: every call under /v1 answers in the error shape until a domain plugin claims it.
  await app.register(
    async (v1) => {
      v1.all('/*', async (request, reply) => reply.callNotFound());
    },
    { prefix: '/v1' },
  );
  if (config.serveStatic) await app.register(staticPlugin(config));
  return app;
}
