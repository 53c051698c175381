import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { API_PREFIX } from '@app/contract';
import { authPlugin } from './auth/plugin.ts';
import type { ServerConfig } from './config.ts';
import { endpointRegistrar } from './http/endpoint.ts';
import { securityPlugin } from './http/security.ts';
import { maintenancePlugin } from './maintenance/plugin.ts';
import { operatorPlugin } from './operator/plugin.ts';
import { createPlatform, type Platform } from './platform/index.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { sitePlugin } from './plugins/site.ts';
import { staticPlugin } from './plugins/static.ts';
import { realtimePlugin, REALTIME_MAX_FRAME_BYTES } from './realtime/plugin.ts';
import { settingsPlugin } from './settings/plugin.ts';
import { usersPlugin } from './users/plugin.ts';
import { walletPlugin } from './wallet/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Builds the server: every domain is a plugin registered here, in one place. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });
  const platform = await createPlatform(config, app.log);
  app.decorate('platform', platform);
  app.addHook('onClose', () => platform.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin(config));
  await app.register(maintenancePlugin(platform));
  await app.register(sitePlugin(config));
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });

  // The API: every call of the contract under /v1, one plugin per domain.
  const defineEndpoint = endpointRegistrar(platform.auth);
  await app.register(
    async (v1) => {
      await v1.register(authPlugin(platform, defineEndpoint));
      await v1.register(usersPlugin(platform, defineEndpoint));
      await v1.register(settingsPlugin(platform, defineEndpoint));
      await v1.register(walletPlugin(platform, defineEndpoint));
    },
    { prefix: API_PREFIX },
  );
  await app.register(operatorPlugin(platform));
  await app.register(realtimePlugin(platform));

  if (config.serveStatic) await app.register(staticPlugin(config));
  return app;
}
