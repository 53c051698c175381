import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { siteConfigSchema, type SiteConfig } from '@app/contract';
import type { ServerConfig } from '../config.ts';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  support_email: 'support@example.com',
  brand_name: 'Lucky Reef',
  loading_type: 'loading1',
  license_enable: false,
  license_image: '',
  license_url: '',
  default_theme: 'light',
};

/** The static site config (cmsConfig and default_theme), never cached so an operator change shows at once. */
export async function readSiteConfig(config: ServerConfig): Promise<SiteConfig> {
  if (!config.siteConfigFile) return DEFAULT_SITE_CONFIG;
  const raw = JSON.parse(await readFile(config.siteConfigFile, 'utf8')) as unknown;
  return siteConfigSchema.parse({ ...DEFAULT_SITE_CONFIG, ...(raw as object) });
}

export function sitePlugin(config: ServerConfig) {
  return async (app: FastifyInstance) => {
    app.get('/site/config.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readSiteConfig(config);
    });
  };
}
