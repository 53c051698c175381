import { z } from 'zod';
import { emptySchema, okSchema } from './common.ts';
import {
  componentNames,
  errorReasons,
  errorResponses,
  exportedSchemaNames,
  extensions,
  openApiDocument,
  pascalName,
  type DocumentedEndpoint,
} from './openapi.ts';

const player = z.object({ name: z.string(), level: z.number().int().default(1) });
const table: Record<string, DocumentedEndpoint> = {
  '/thing/get': { access: 'public', request: emptySchema, response: player },
  '/thing/set': { access: 'user', request: player, response: okSchema },
  '/thing/pay': { access: 'user', idempotent: true, request: z.object({ amount: z.string() }), response: okSchema },
  '/thing/count': { access: 'public', request: emptySchema, response: z.object({ count: z.string().transform(Number) }) },
  '/thing/upload': { access: 'user', upload: 'file', request: z.object({ kind: z.enum(['a', 'b']) }), response: okSchema },
};
const operator: Record<string, DocumentedEndpoint> = {
  '/operator/thing/reset': { access: 'operator', request: emptySchema, response: okSchema, permission: 'audit.read' },
};
const document = openApiDocument({ version: '9.9.9', endpoints: table, operatorEndpoints: operator });
const post = (path: string) => document.paths[path]!.post;

describe('the OpenAPI document', () => {
  it('serves the player API under /v1 and the operator API at its own paths, each under its tag', () => {
    expect(Object.keys(document.paths)).toEqual([
      '/v1/thing/get',
      '/v1/thing/set',
      '/v1/thing/pay',
      '/v1/thing/count',
      '/v1/thing/upload',
      '/operator/thing/reset',
    ]);
    expect(post('/v1/thing/get').tags).toEqual(['thing']);
    expect(post('/operator/thing/reset').tags).toEqual(['operator']);
    expect(document['x-tagGroups']).toEqual([
      { name: 'Player API', tags: ['thing'] },
      { name: 'Operator API', tags: ['operator'] },
    ]);
    expect(document.info.version).toBe('9.9.9');
  });

  it('describes a request as sent (a default may be left out) and an answer as received', () => {
    const schemas = document.components.schemas;
    expect(post('/v1/thing/get').responses['200']!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ThingGetResponse',
    });
    expect(post('/v1/thing/set').requestBody.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ThingSetRequest',
    });
    // The same zod schema, sent and answered: two components, as zod describes each side.
    expect(schemas.ThingSetRequest!.required).toEqual(['name']);
    expect(schemas.ThingGetResponse!.required).toEqual(['name', 'level']);
    expect(schemas.ThingGetResponse!.additionalProperties).toBe(false);
  });

  it('documents a transformed answer as any value rather than failing', () => {
    expect(document.components.schemas.ThingCountResponse).toEqual(
      expect.objectContaining({ properties: { count: {} }, required: ['count'] }),
    );
  });

  it('shares one component among the calls that answer the same schema, named as the contract exports it', () => {
    const refs = ['/v1/thing/set', '/v1/thing/pay', '/operator/thing/reset'].map(
      (path) => post(path).responses['200']!.content['application/json']!.schema,
    );
    expect(refs).toEqual(Array(3).fill({ $ref: '#/components/schemas/Ok' }));
    expect(post('/operator/thing/reset').requestBody.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Empty',
    });
  });

  it('asks an Idempotency-Key of a call that moves money and the token each access needs', () => {
    expect(post('/v1/thing/pay').parameters).toEqual([{ $ref: '#/components/parameters/IdempotencyKey' }]);
    expect(post('/v1/thing/set').parameters).toBeUndefined();
    expect(document.components.parameters.IdempotencyKey).toEqual(
      expect.objectContaining({
        in: 'header',
        name: 'Idempotency-Key',
        required: true,
        schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,100}$' },
      }),
    );
    expect(post('/v1/thing/get').security).toEqual([]);
    expect(post('/v1/thing/set').security).toEqual([{ playerAccessToken: [] }]);
    expect(post('/operator/thing/reset').security).toEqual([{ operatorToken: [] }]);
  });

  it('describes an upload as a form of the request fields and the file', () => {
    const form = post('/v1/thing/upload').requestBody.content['multipart/form-data']!.schema;
    expect(form).toEqual({
      allOf: [
        { $ref: '#/components/schemas/ThingUploadRequest' },
        { type: 'object', properties: { file: { type: 'string', format: 'binary', contentEncoding: 'binary' } }, required: ['file'] },
      ],
    });
  });

  it('emits a field the document has no word for as an extension', () => {
    expect(post('/operator/thing/reset')['x-permission']).toBe('audit.read');
    expect(extensions({ access: 'user', request: okSchema, response: okSchema, requiredRole: 'admin' })).toEqual({
      'x-required-role': 'admin',
    });
  });
});

describe('the error responses', () => {
  it('name the reasons of each status, all in the one error schema', () => {
    const responses = errorResponses(['VALIDATION_FAILED', 'TOKEN_EXPIRED', 'UNAUTHORIZED', 'IDEMPOTENCY_KEY_MISSING']);
    expect(Object.keys(responses)).toEqual(['400', '401']);
    expect(responses['400']!['x-error-reasons']).toEqual(['VALIDATION_FAILED', 'IDEMPOTENCY_KEY_MISSING']);
    expect(responses['401']!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('follow the access, the API and whether the call moves money', () => {
    const open = errorReasons({ access: 'public', request: okSchema, response: okSchema }, 'player');
    expect(open).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL_ERROR', 'MAINTENANCE']));
    expect(open).not.toContain('UNAUTHORIZED');
    const money = errorReasons({ access: 'user', idempotent: true, request: okSchema, response: okSchema }, 'player');
    expect(money).toEqual(expect.arrayContaining(['TOKEN_EXPIRED', 'IDEMPOTENCY_KEY_REUSED']));
    const staff = errorReasons({ access: 'operator', permission: 'audit.read', request: okSchema, response: okSchema }, 'operator');
    expect(staff).toEqual(expect.arrayContaining(['OPERATOR_UNAUTHORIZED', 'OPERATOR_FORBIDDEN']));
    expect(staff).not.toContain('MAINTENANCE');
  });
});

describe('component names', () => {
  it('come from a path: words in PascalCase', () => {
    expect(pascalName('/sports/bet/cashout/quote')).toBe('SportsBetCashoutQuote');
    expect(pascalName('/user/responsible-gambling/config/get')).toBe('UserResponsibleGamblingConfigGet');
  });

  it('take the shortest of the names a schema is exported under', () => {
    const names = exportedSchemaNames({ kycDocumentsRequestSchema: emptySchema, emptySchema, okSchema, notASchema: 1, ok: okSchema });
    expect(names.get(emptySchema)).toBe('Empty');
    expect(names.get(okSchema)).toBe('Ok');
  });

  it('are unique, and a schema used both ways is two components', () => {
    const a = z.object({ a: z.string() });
    const b = z.object({ b: z.string() });
    const exported = new Map<z.ZodType, string>([[a, 'Same']]);
    const { input, output } = componentNames(
      [
        { schema: a, fallback: 'ARequest' },
        { schema: b, fallback: 'Same' },
      ],
      [{ schema: a, fallback: 'AResponse' }],
      exported,
    );
    expect(output.get(a)).toBe('Same');
    expect(input.get(a)).toBe('SameInput');
    expect(input.get(b)).toBe('Same2');
  });
});
