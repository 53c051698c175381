import { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { endpoints, API_PREFIX } from './endpoints.ts';
import { ERRORS, errorResponseSchema, type ErrorReason } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './http.ts';
import * as contract from './index.ts';
import { operatorEndpoints } from './operator.ts';
import { staffSessionEndpoints } from './staff.ts';

// The published description of the HTTP API: an OpenAPI 3.1 document made from the contract's zod
// schemas by zod's own JSON Schema output. For servers and tools only (the server serves it at
// /v1/openapi.json): no area or host imports it, so it stays out of the browser bundles.

/** One JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** An endpoint of a table: the contract's definition, plus any field a later version adds. */
export type DocumentedEndpoint = EndpointDefinition & Record<string, unknown>;

export interface OpenApiOptions {
  /** info.version: the serving platform's version. */
  version: string;
  /** The player API's table (paths without the /v1 prefix); the contract's by default. */
  endpoints?: Record<string, DocumentedEndpoint>;
  /** The operator API's table (paths from the root, /operator/...); the contract's by default. */
  operatorEndpoints?: Record<string, DocumentedEndpoint>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { $ref: string }[];
  requestBody: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> } & Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  'x-tagGroups': { name: string; tags: string[] }[];
  paths: Record<string, { post: OpenApiOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
    parameters: Record<string, Record<string, unknown>>;
  };
}

/** The fields of a definition the document states in OpenAPI's own terms; any other becomes an x- extension. */
const STANDARD_FIELDS = new Set(['request', 'response', 'access', 'idempotent', 'upload', 'file']);

/**
 * The options every schema of the document is made with, so that a test can make the same schema
 * from the same zod schema and compare.
 * - `target: 'draft-2020-12'`: the JSON Schema dialect OpenAPI 3.1 uses.
 * - `io`: a request is described as the caller sends it (`input`: fields with a default may be left
 *   out, a transform's input side), an answer as the server sends it (`output`).
 * - `unrepresentable: 'any'`: a schema JSON Schema cannot express (a transform's result, a custom
 *   check) is documented as `{}`, any value, instead of failing the whole document; zod still
 *   validates it on the server. Refinements are dropped the same way by zod itself.
 */
export function jsonSchemaOptions(io: 'input' | 'output') {
  return { target: 'draft-2020-12', io, unrepresentable: 'any' } as const;
}

/** The one error body of every failure, by its component name. */
export const ERROR_SCHEMA_NAME = 'Error';
const COMPONENT_PREFIX = '#/components/schemas/';

/** '/user/auth/login' → 'UserAuthLogin'; '/sports/bet/cashout/quote' → 'SportsBetCashoutQuote'. */
export function pascalName(path: string): string {
  return path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The contract's exported schemas by object, named as exported without "Schema" (authSessionSchema
 * → AuthSession); a schema exported under several names takes the shortest (emptySchema, which
 * several calls' request schemas alias, is Empty).
 */
export function exportedSchemaNames(exports: Record<string, unknown> = contract): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema')) continue;
    const candidate = pascalName(name.slice(0, -'Schema'.length));
    const current = names.get(value);
    if (!current || candidate.length < current.length || (candidate.length === current.length && candidate < current)) {
      names.set(value, candidate);
    }
  }
  return names;
}

interface Use {
  schema: z.ZodType;
  /** The name an endpoint gives it when the contract exports no name for it. */
  fallback: string;
}

/**
 * Gives each schema one component name per direction: its contract export's name (okSchema → Ok)
 * or else the first endpoint's (OperatorAlertsListRequest); a name taken by another schema gets a
 * number. A schema both sent and answered is two components (an exported name's input side gets
 * "Input"), since zod describes the two sides differently (defaults, transforms, unknown keys).
 */
export function componentNames(
  requests: readonly Use[],
  responses: readonly Use[],
  exported: ReadonlyMap<z.ZodType, string> = exportedSchemaNames(),
): { input: Map<z.ZodType, string>; output: Map<z.ZodType, string> } {
  const taken = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}${n}`;
    taken.add(candidate);
    return candidate;
  };
  const answered = new Set(responses.map((use) => use.schema));
  const output = new Map<z.ZodType, string>();
  for (const { schema, fallback } of responses) {
    if (!output.has(schema)) output.set(schema, unique(exported.get(schema) ?? fallback));
  }
  const input = new Map<z.ZodType, string>();
  for (const { schema, fallback } of requests) {
    if (input.has(schema)) continue;
    const name = exported.get(schema);
    input.set(schema, unique(name === undefined ? fallback : answered.has(schema) ? `${name}Input` : name));
  }
  return { input, output };
}

/**
 * The JSON Schemas of a set of named zod schemas, by zod's registry output: a named schema met
 * inside another is a $ref to its component. Metadata the contract gives a schema (`.meta()`,
 * `.describe()`, in zod's global registry) is kept; the component names are this document's own,
 * so that the shared contract registers no id where every browser build would share it.
 */
function componentSchemas(named: ReadonlyMap<z.ZodType, string>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = new DocumentRegistry();
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...jsonSchemaOptions(io), uri: (id) => `${COMPONENT_PREFIX}${id}` });
  // Each is written to stand alone ($schema, and its address as $id); inside the document it is a
  // component, which needs neither (a $id of a bare fragment is not even allowed in 2020-12).
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _address, ...component } = schema as JsonSchema;
      return [id, component];
    }),
  );
}

/** A registry whose metadata is zod's global registry's, plus the ids this document gives. */
class DocumentRegistry extends z.core.$ZodRegistry<{ id?: string | undefined }> {
  override get(schema: z.core.$ZodType) {
    const global = z.globalRegistry.get(schema);
    const own = super.get(schema);
    if (!global) return own;
    const { id: _globalId, ...rest } = global as Record<string, unknown>;
    return { ...rest, ...own };
  }
}

/** The reasons each kind of endpoint may answer whatever it does, beside its own. */
const COMMON_REASONS: readonly ErrorReason[] = [
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];
const PLAYER_API_REASONS: readonly ErrorReason[] = ['MAINTENANCE'];
const USER_REASONS: readonly ErrorReason[] = [
  'UNAUTHORIZED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'SESSION_REVOKED',
  'SESSION_LIMIT_REACHED',
  'PASSWORD_EXPIRED',
];
const OPERATOR_REASONS: readonly ErrorReason[] = ['OPERATOR_UNAUTHORIZED', 'OPERATOR_FORBIDDEN'];
const IDEMPOTENT_REASONS: readonly ErrorReason[] = ['IDEMPOTENCY_KEY_MISSING', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_PROGRESS'];

/** The error reasons an endpoint is known to answer: the framework's, its access kind's, its idempotency's. */
export function errorReasons(definition: EndpointDefinition, api: 'player' | 'operator'): ErrorReason[] {
  return [
    ...COMMON_REASONS,
    ...(api === 'player' ? PLAYER_API_REASONS : []),
    ...(definition.access === 'user' ? USER_REASONS : definition.access === 'operator' ? OPERATOR_REASONS : []),
    ...(definition.idempotent ? IDEMPOTENT_REASONS : []),
  ];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request was refused',
  401: 'Not signed in, or the credentials are not valid',
  403: 'Not allowed',
  409: 'In conflict with the current state',
  413: 'The body is too large',
  415: 'The body is not of an accepted type',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many calls: try again after Retry-After seconds',
  500: 'The server failed',
  503: 'Unavailable for now (maintenance, or a server stopping)',
};

/** The error responses of one endpoint: one per HTTP status, each naming its reasons, all in the one error shape. */
export function errorResponses(reasons: readonly ErrorReason[]): OpenApiOperation['responses'] {
  const byStatus = new Map<number, ErrorReason[]>();
  for (const reason of reasons) byStatus.set(ERRORS[reason], [...(byStatus.get(ERRORS[reason]) ?? []), reason]);
  const responses: OpenApiOperation['responses'] = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const listed = byStatus.get(status)!;
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Failed'}: ${listed.join(', ')}`,
      content: { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}${ERROR_SCHEMA_NAME}` } } },
      'x-error-reasons': listed,
    };
  }
  return responses;
}

/** The content types of an endpoint whose answer is a file, else undefined. */
export function fileTypes(definition: DocumentedEndpoint | EndpointDefinition): readonly string[] | undefined {
  const file = (definition as { file?: unknown }).file;
  return Array.isArray(file) ? (file as string[]) : undefined;
}

/** Any field of a definition OpenAPI has no word for, as an extension: permission → x-permission. */
export function extensions(definition: DocumentedEndpoint): Record<`x-${string}`, unknown> {
  const result: Record<`x-${string}`, unknown> = {};
  for (const [field, value] of Object.entries(definition)) {
    if (STANDARD_FIELDS.has(field) || value === undefined) continue;
    result[`x-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return result;
}

/** The security schemes: the player's access token as sent by the client, and the operator token. */
export const SECURITY_SCHEMES = {
  playerAccessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'The access token of /user/auth/login, /user/auth/register or /user/auth/refresh, as it is (no prefix; "Bearer " is accepted too). It lasts 15 minutes: refresh it before then.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The operator token (OPERATOR_TOKEN) or a member of staff's session, with or without the Bearer prefix. Each call needs the permission its x-permission names (OPERATOR_FORBIDDEN otherwise).",
  },
} as const;

const TAG_TEXT: Record<string, string> = {
  user: 'The player: sign-in and sessions, profile, verification, responsible gambling, VIP',
  wallet: 'Balances, currencies, rates, bonus money, responsible gambling limits on the wallet',
  payment: 'Deposits, payment channels, bank cards, transactions',
  review: 'Withdrawals (reviewed by the operator)',
  game: 'The casino catalogue, game sessions, favourites and history',
  originals: 'The provably fair originals: dice, limbo, plinko, mines, seeds',
  sports: 'The sportsbook: sports, leagues, events, bets and cash-out',
  operator: 'The operator API: settings, maintenance, users, money adjustments, reviews, releases',
};

/** The player API's tag of a path: its first segment (user, wallet, game, ...). */
function playerTag(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/**
 * The OpenAPI 3.1 document of the player API (under /v1) and the operator API (/operator/...), from
 * the contract's tables. Every call is POST with a JSON body (one is multipart/form-data: the
 * `upload` field of its definition); schemas used by more than one call are components.
 */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const player = Object.entries(options.endpoints ?? (endpoints as Record<string, DocumentedEndpoint>)).map(([path, definition]) => ({
    path: `${API_PREFIX}${path}`,
    name: pascalName(path),
    tag: playerTag(path),
    definition,
    api: 'player' as const,
  }));
  // The operator API: its calls, and the staff's sign-in and own session beside them.
  const operatorTable =
    options.operatorEndpoints ?? ({ ...operatorEndpoints, ...staffSessionEndpoints } as Record<string, DocumentedEndpoint>);
  const operator = Object.entries(operatorTable).map(([path, definition]) => ({
    path,
    name: pascalName(path),
    tag: 'operator',
    definition,
    api: 'operator' as const,
  }));
  const all = [...player, ...operator];

  const exported = exportedSchemaNames().set(errorResponseSchema, ERROR_SCHEMA_NAME);
  const names = componentNames(
    all.map(({ name, definition }) => ({ schema: definition.request, fallback: `${name}Request` })),
    [
      { schema: errorResponseSchema, fallback: ERROR_SCHEMA_NAME },
      // A file's answer is its bytes, not JSON: no schema of its own.
      ...all
        .filter(({ definition }) => !fileTypes(definition))
        .map(({ name, definition }) => ({ schema: definition.response, fallback: `${name}Response` })),
    ],
    exported,
  );
  const schemas = { ...componentSchemas(names.output, 'output'), ...componentSchemas(names.input, 'input') };
  const ref = (map: Map<z.ZodType, string>, schema: z.ZodType) => ({ $ref: `${COMPONENT_PREFIX}${map.get(schema)!}` });

  const paths: OpenApiDocument['paths'] = {};
  for (const { path, name, tag, definition, api } of all) {
    const upload = typeof definition.upload === 'string' ? definition.upload : undefined;
    const body: OpenApiOperation['requestBody']['content'] = upload
      ? // A form: the request schema's fields, then the file, described by zod's own file schema.
        {
          'multipart/form-data': {
            schema: {
              allOf: [
                ref(names.input, definition.request),
                z.toJSONSchema(z.object({ [upload]: z.file() }), jsonSchemaOptions('input')),
              ].map(stripDialect),
            },
          },
        }
      : { 'application/json': { schema: ref(names.input, definition.request) } };
    paths[path] = {
      post: {
        operationId: name[0]!.toLowerCase() + name.slice(1),
        summary: path.slice(api === 'player' ? API_PREFIX.length : 0),
        tags: [tag],
        security:
          definition.access === 'user' ? [{ playerAccessToken: [] }] : definition.access === 'operator' ? [{ operatorToken: [] }] : [],
        ...(definition.idempotent ? { parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }] } : {}),
        requestBody: { required: true, content: body },
        responses: {
          '200': fileTypes(definition)
            ? {
                description: 'The file, with its content type',
                content: Object.fromEntries(
                  fileTypes(definition)!.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
                ),
              }
            : { description: 'The answer', content: { 'application/json': { schema: ref(names.output, definition.response) } } },
          ...errorResponses(errorReasons(definition, api)),
        },
        'x-access': definition.access,
        ...extensions(definition),
      },
    };
  }

  const playerTags = [...new Set(player.map(({ tag }) => tag))];
  return {
    openapi: '3.1.1',
    info: {
      title: 'Lucky Reef platform API',
      version: options.version,
      description: [
        'The player API: every call is POST /v1/{path} with a JSON body and answers JSON. A signed-in call sends the access token in Authorization as it is.',
        `A call that moves money needs an ${IDEMPOTENCY_KEY_HEADER} header: the same key with the same body answers the first result and moves the money once.`,
        "A failure answers { reason, code, message, meta } with the reason's one HTTP status; `reason` is stable, to translate or act on.",
        'The operator API (tag operator): POST /operator/{path}, authorised by the operator token.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...playerTags, 'operator'].map((name) => ({ name, description: TAG_TEXT[name] ?? name })),
    'x-tagGroups': [
      { name: 'Player API', tags: playerTags },
      { name: 'Operator API', tags: ['operator'] },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: SECURITY_SCHEMES,
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: true,
          description: 'One key per intent (a UUID): a retry or a double tap sends the same key.',
          schema: stripDialect(z.toJSONSchema(z.string().regex(IDEMPOTENCY_KEY_PATTERN), jsonSchemaOptions('input'))),
        },
      },
    },
  };
}

function stripDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}
