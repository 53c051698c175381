import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument } from '@app/contract/openapi';

/** The server package's version: the document's info.version. */
export const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** Where the API document and its reference page are served, under the API's prefix. */
export const API_DOCUMENT_PATH = '/openapi.json';
export const API_REFERENCE_PATH = '/reference';

/**
 * The reference renderer's standalone bundle, served from this server (no third-party origin: the
 * page works offline and under its CSP). Its file name carries the renderer's version, so a browser
 * keeps it until an upgrade changes the name.
 */
const renderer = (() => {
  const dist = dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference')));
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  return { file: join(dist, 'browser', 'standalone.js'), name: `scalar-${version}.js` };
})();

/**
 * The reference page's own Content-Security-Policy, stricter than the site's: scripts only from
 * this server (the bundle and the settings file, nothing inline), the document fetched from here,
 * no frames, forms or plugins. The renderer injects its styles, hence 'unsafe-inline' for styles
 * alone. The security plugin leaves a page's own policy in place.
 */
export const REFERENCE_CSP = [
  `default-src 'none'`,
  `script-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data: blob:`,
  `font-src 'self' data:`,
  `connect-src 'self'`,
  `worker-src 'self' blob:`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
  `object-src 'none'`,
].join('; ');

/**
 * The renderer's settings: the document from this server, and none of its features that reach a
 * third party (its web fonts, telemetry, its AI assistant and request proxy).
 */
function rendererSettings(prefix: string): string {
  const configuration = {
    url: `${prefix}${API_DOCUMENT_PATH}`,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    hideClientButton: false,
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
  };
  return `Scalar.createApiReference('#reference', ${JSON.stringify(configuration)});\n`;
}

function referencePage(prefix: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lucky Reef API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${prefix}${API_REFERENCE_PATH}/${renderer.name}"></script>
    <script src="${prefix}${API_REFERENCE_PATH}/settings.js"></script>
  </body>
</html>
`;
}

/**
 * GET {prefix}/openapi.json: the OpenAPI 3.1 document of the player and operator APIs, made from
 * the contract on first request and kept; GET {prefix}/reference: the page that renders it for
 * integrators. Registered inside the API's scope, so its answers are compressed like the API's.
 */
export function apiDocumentRoutes(prefix: string) {
  let document: string | undefined;
  const documentText = (): string => (document ??= JSON.stringify(openApiDocument({ version: SERVER_VERSION }) satisfies OpenApiDocument));
  return async (app: FastifyInstance) => {
    app.get(API_DOCUMENT_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('application/json; charset=utf-8').send(documentText());
    });
    app.get(API_REFERENCE_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('content-security-policy', REFERENCE_CSP);
      return reply.type('text/html; charset=utf-8').send(referencePage(prefix));
    });
    app.get(`${API_REFERENCE_PATH}/settings.js`, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/javascript; charset=utf-8').send(rendererSettings(prefix));
    });
    app.get(`${API_REFERENCE_PATH}/${renderer.name}`, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type('text/javascript; charset=utf-8').send(await readFile(renderer.file));
    });
  };
}
