import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { remotesConfigSchema, type RemotesConfig } from '@app/contract';
import { AREAS } from '@app/contract/areas';
import type { ServerConfig } from '../config.ts';

/** The default remotes config: every area served by this process under /remotes/{area}/. */
export function defaultRemotesConfig(): RemotesConfig {
  return Object.fromEntries(AREAS.map((area) => [area, `/remotes/${area}/mf-manifest.json`]));
}

/** Where each area lives: the operator's file when there is one (read on every request), else the default. */
export async function readRemotesConfig(config: ServerConfig): Promise<RemotesConfig> {
  if (!config.remotesConfigFile || !existsSync(config.remotesConfigFile)) return defaultRemotesConfig();
  const raw = JSON.parse(await readFile(config.remotesConfigFile, 'utf8')) as unknown;
  return { ...defaultRemotesConfig(), ...remotesConfigSchema.parse(raw) };
}
