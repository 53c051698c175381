import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { remoteEntries, type RemotesConfig } from '@app/contract/rollout';
import type { ServerConfig } from '../config.ts';
import { BACKOFFICE_PREFIX } from './static.ts';

/** The origins of the absolute URLs in the remotes config (relative ones are this origin). */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const url of remoteEntries(remotes)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // A relative URL: served from this origin.
    }
  }
  return [...origins].sort();
}

/**
 * The page's Content-Security-Policy: scripts, styles, fonts and connections only from this origin
 * and the configured remotes' origins. Styles also allow inline (the UI library injects them).
 * `blobFrames`: the page may frame blob: URLs it made itself (the back office's viewer of a
 * player's PDF document, fetched with the member's token).
 */
export function contentSecurityPolicy(origins: readonly string[], options: { blobFrames?: boolean } = {}): string {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self' data:${extra}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `frame-src 'self'${options.blobFrames ? ' blob:' : ''} https:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * Whether a browser page of this origin may open the realtime socket: the site's own (the same host
 * name as the request's, whatever the port a proxy in front publishes) or one the operator allows
 * (CORS_ORIGINS). A client that sends no Origin is not a browser page (an app, a test, a script),
 * and is not refused: what a page of another site must not do is use the player's browser.
 */
export function originAllowed(origin: string | undefined, hostname: string, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.replace(/^\[|\]$/g, '') === host;
  } catch {
    // "null" (a sandboxed frame, a file) or anything else that is not an origin.
    return false;
  }
}

/** The paths whose every answer is private: the player API and the operator API. */
const PRIVATE_ANSWERS = /^\/(v1|operator)(\/|$)/;
/** What the API publishes for anyone, its document and reference page: the routes set their own caching. */
const PUBLIC_API_DOCUMENTS = /^\/v1\/(openapi\.json|reference)(\/|$)/;

/** Security headers, the page's CSP, CORS for the configured origins only, and no-store on API answers. */
export function securityPlugin(config: ServerConfig, remotesConfig: () => Promise<RemotesConfig>) {
  // The headers apply to every route of the server, not only to this plugin's.
  return fastifyPlugin(async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      hsts: { maxAge: 15552000, includeSubDomains: true },
    });
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'authorization'],
      maxAge: 600,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '/';
      // API answers carry a player's data (profile, balances) or the operator's: never kept by a
      // browser or a shared cache, failures included.
      if (PRIVATE_ANSWERS.test(path) && !PUBLIC_API_DOCUMENTS.test(path)) reply.header('cache-control', 'no-store');
      // The areas' builds may be loaded by a host on another origin; everything else stays on this one.
      reply.header('cross-origin-resource-policy', path.startsWith('/remotes/') ? 'cross-origin' : 'same-origin');
      const type = String(reply.getHeader('content-type') ?? '');
      // A page with a policy of its own (the API reference) keeps it.
      if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        const backoffice = path === BACKOFFICE_PREFIX || path.startsWith(`${BACKOFFICE_PREFIX}/`);
        reply.header('content-security-policy', contentSecurityPolicy(remoteOrigins(await remotesConfig()), { blobFrames: backoffice }));
      }
      return payload;
    });
  });
}
