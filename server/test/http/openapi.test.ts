import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { API_PREFIX } from '@app/contract';
import { jsonSchemaOptions, type JsonSchema, type OpenApiDocument } from '@app/contract/openapi';
import { SERVED_ENDPOINTS, type ServedPath } from '../../src/http/endpoint.ts';
import { REFERENCE_CSP, SERVER_VERSION } from '../../src/http/api-document.ts';
import { register, suiteServer } from '../helpers.ts';

/**
 * The routes of one method in Fastify's printed route tree (`printRoutes`): each line is a node of
 * the radix tree, its text appended to its parent's, and a node that is a route ends in its methods.
 */
function printedRoutes(tree: string, method: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + node[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (node[3]?.split(', ').includes(method)) routes.push(path);
  }
  return routes;
}

/** The document's schema with every reference to a component replaced by the component. */
function resolved(schema: unknown, components: Record<string, JsonSchema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolved(item, components));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as JsonSchema;
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '');
    assert.ok(components[name], `${$ref} names no component`);
    return { ...(resolved(components[name], components) as JsonSchema), ...(resolved(rest, components) as JsonSchema) };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolved(value, components)]));
}

/** What zod makes of a schema on its own (no components): the document must describe the same. */
function zodJsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, jsonSchemaOptions(io)) as JsonSchema;
  return rest;
}

/** The document's path of a served endpoint. */
function documentPath(path: string): string {
  return path.startsWith('/operator/') ? path : `${API_PREFIX}${path}`;
}

describe('the API document at /v1/openapi.json and its reference page', () => {
  const server = suiteServer();
  let document: OpenApiDocument;
  let answer: Response;
  before(async () => {
    answer = await fetch(`${server.url}/v1/openapi.json`);
    document = (await answer.json()) as OpenApiDocument;
  });

  const operation = (path: string) => {
    const item = document.paths[documentPath(path)];
    assert.ok(item, `${documentPath(path)} is not in the document`);
    return item.post;
  };
  const requestSchema = (path: ServedPath): unknown => {
    const content = operation(path).requestBody.content;
    const json = content['application/json'] ?? content['multipart/form-data'];
    assert.ok(json, `${path} has no request body`);
    // A form's schema is the request schema's fields, then the file.
    const schema = 'allOf' in json.schema ? (json.schema.allOf as JsonSchema[])[0] : json.schema;
    return resolved(schema, document.components.schemas);
  };
  const responseSchema = (path: ServedPath, status = '200'): JsonSchema => {
    const response = operation(path).responses[status];
    assert.ok(response, `${path} documents no ${status}`);
    return resolved(response.content['application/json']!.schema, document.components.schemas) as JsonSchema;
  };

  it('is served as JSON, public and revalidated, with the server version', () => {
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.equal(document.openapi, '3.1.1');
    assert.equal(document.info.version, SERVER_VERSION);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as never);
    assert.equal(validator.version, '3.1');
    assert.deepEqual(result.errors ?? [], []);
    assert.equal(result.valid, true);
  });

  it('documents every POST route the server registered under /v1 and /operator, and no other', () => {
    const tree = server.app.printRoutes({ method: 'POST' } as never);
    const registered = printedRoutes(tree, 'POST');
    // The parse reads real routes: each is one Fastify answers.
    for (const path of registered) assert.ok(server.app.hasRoute({ method: 'POST', url: path }), `${path} is not a route`);
    const api = registered.filter((path) => path.startsWith(`${API_PREFIX}/`) || path.startsWith('/operator/')).sort();
    assert.ok(api.length > 100, `only ${api.length} routes read`);
    assert.deepEqual(Object.keys(document.paths).sort(), api);
  });

  it('describes each call with what zod makes of the schemas the server validates it with', () => {
    for (const [path, definition] of Object.entries(SERVED_ENDPOINTS) as [ServedPath, (typeof SERVED_ENDPOINTS)[ServedPath]][]) {
      assert.deepEqual(requestSchema(path), zodJsonSchema(definition.request, 'input'), `${path}: request`);
      if (definition.file) {
        // A file's answer: its bytes, in each content type it may have.
        assert.deepEqual(Object.keys(operation(path).responses['200']!.content).sort(), [...definition.file].sort(), `${path}: file`);
        continue;
      }
      assert.deepEqual(responseSchema(path), zodJsonSchema(definition.response, 'output'), `${path}: response`);
    }
  });

  it('asks an Idempotency-Key of the calls that move money, and the token and permission each call needs', () => {
    for (const [path, definition] of Object.entries(SERVED_ENDPOINTS) as [ServedPath, (typeof SERVED_ENDPOINTS)[ServedPath]][]) {
      const documented = operation(path);
      const names = (documented.parameters ?? []).map(({ $ref }) => $ref);
      assert.deepEqual(names, definition.idempotent ? ['#/components/parameters/IdempotencyKey'] : [], path);
      const scheme = { public: [], user: [{ playerAccessToken: [] }], operator: [{ operatorToken: [] }] }[definition.access];
      assert.deepEqual(documented.security, scheme, path);
      assert.equal(documented['x-permission'], definition.permission, `${path}: the operator permission it needs`);
      assert.ok(documented.responses['400'] && documented.responses['500'], path);
    }
  });

  describe('against real answers', () => {
    const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
    addFormats.default(ajv);
    const conforms = (schema: JsonSchema, body: unknown, label: string) => {
      const validate = ajv.compile(schema);
      assert.ok(validate(body), `${label}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`);
    };

    it('validates the answers of public, signed-in and operator calls with their documented schemas', async () => {
      const calls: [ServedPath, Promise<{ status: number; body: unknown }>][] = [];
      const player = await register(server);
      calls.push(['/user/operator/account-settings/get', server.post('/user/operator/account-settings/get', {})]);
      calls.push(['/wallet/currencies/get', server.post('/wallet/currencies/get', {})]);
      calls.push(['/game/list', server.post('/game/list', {})]);
      calls.push(['/sports/events/list', server.post('/sports/events/list', {})]);
      calls.push(['/user/get', server.post('/user/get', {}, player.accessToken)]);
      calls.push(['/wallet/balances/list', server.post('/wallet/balances/list', { userId: player.user.userId }, player.accessToken)]);
      calls.push(['/wallet/balance/details', server.post('/wallet/balance/details', { currency: 'USD' }, player.accessToken)]);
      calls.push(['/operator/health', server.operator('/operator/health', {})]);
      calls.push(['/operator/users/list', server.operator('/operator/users/list', { limit: 5 })]);
      const signUp = await server.post('/user/auth/register', {
        email: `doc.${Date.now()}@example.com`,
        password: 'secret123',
        currency: 'EUR',
      });
      calls.push(['/user/auth/register', Promise.resolve(signUp)]);
      for (const [path, call] of calls) {
        const { status, body } = await call;
        assert.equal(status, 200, `${path}: ${JSON.stringify(body)}`);
        conforms(responseSchema(path), body, path);
      }
    });

    it('validates failures with the one error schema', async () => {
      const signedOut = await server.post('/user/get', {});
      assert.equal(signedOut.status, 401);
      conforms(responseSchema('/user/get', '401'), signedOut.body, 'signed out');
      const invalid = await server.post('/user/auth/login', { email: 'not an address' });
      assert.equal(invalid.status, 400);
      conforms(responseSchema('/user/auth/login', '400'), invalid.body, 'invalid');
    });

    it('refuses an answer that breaks the schema (the check can fail)', () => {
      const validate = ajv.compile(responseSchema('/operator/health'));
      assert.equal(validate({ ok: true }), false);
      assert.equal(validate({ ok: true, version: '1', extra: 1 }), false);
    });
  });

  it('serves the reference page at /v1/reference: HTML under its own strict policy, loading the renderer and its settings from this server', async () => {
    const page = await fetch(`${server.url}/v1/reference`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(page.headers.get('content-security-policy'), REFERENCE_CSP);
    assert.match(REFERENCE_CSP, /script-src 'self';/);
    assert.doesNotMatch(REFERENCE_CSP, /unsafe-eval|https:/);
    const html = await page.text();
    assert.doesNotMatch(html, /<script>|<script [^>]*>[^<]/, 'no inline script');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    assert.equal(scripts.length, 2);
    for (const src of scripts) {
      assert.match(src, /^\/v1\/reference\//);
      const script = await fetch(`${server.url}${src}`);
      assert.equal(script.status, 200, src);
      assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
      const text = await script.text();
      if (src.endsWith('settings.js')) {
        assert.match(text, /"url":"\/v1\/openapi\.json"/);
        assert.match(text, /"withDefaultFonts":false/);
        assert.match(text, /"telemetry":false/);
      } else {
        assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.ok(text.length > 1_000_000, 'the renderer bundle');
      }
    }
  });
});
