import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, PGLITE_MEMORY, type ServerConfig } from '../../src/config.ts';
import { startNewDatabasesFromTemplate } from '../../src/db/pglite-start.ts';

// A test file starts many servers, each on a new embedded database: each starts as a copy of one
// database migrated once in this process, not from initdb and every migration again.
startNewDatabasesFromTemplate();

/**
 * The configuration of a server in this process: an in-memory PGlite, the data folder given, no
 * static files, a free port of 127.0.0.1; the environment given over that.
 */
export function inProcessConfig(dataDir: string, env: Record<string, string>): ServerConfig {
  return loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: PGLITE_MEMORY, SERVE_STATIC: 'false', HOST: '127.0.0.1', PORT: '0', ...env });
}

/** The app built from the configuration and listening on a free port of 127.0.0.1: it, its port and its address. */
export async function listeningApp(config: ServerConfig): Promise<{ app: FastifyInstance; port: number; url: string }> {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port, url: `http://127.0.0.1:${address.port}` };
}
