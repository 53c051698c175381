import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const AREA_NAMES = ['casino', 'sports', 'wallet', 'account', 'vip'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data when DATABASE_URL is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Serve the host and remotes' production builds from this process (the one-machine setup). */
  serveStatic: boolean;
  hostDist: string;
  /** Each area's build folder, served at /remotes/{area}/. */
  remoteDists: Record<AreaName, string>;
  /** An operator's remotes config (area -> manifest URL); read on every request when set. */
  remotesConfigFile: string | undefined;
  /** A site config file overriding the built-in one (cmsConfig and display settings). */
  siteConfigFile: string | undefined;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const remotesConfigFile = env.REMOTES_CONFIG ?? join(dataDir, 'remotes.json');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    serveStatic: env.SERVE_STATIC !== 'false',
    hostDist: resolve(env.HOST_DIST ?? join(repoRoot, 'host', 'dist')),
    remoteDists: Object.fromEntries(
      AREA_NAMES.map((area) => [area, resolve(env[`REMOTE_${area.toUpperCase()}_DIST`] ?? join(repoRoot, 'remotes', area, 'dist'))]),
    ) as Record<AreaName, string>,
    remotesConfigFile: existsSync(remotesConfigFile) || env.REMOTES_CONFIG ? remotesConfigFile : undefined,
    siteConfigFile: env.SITE_CONFIG || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
