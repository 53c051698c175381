import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  operatorEndpoints,
  SERVICE_ACTOR,
  roleAllows,
  type EndpointDefinition,
  type OperatorActor,
  type OperatorPermission,
  type Endpoints,
  type OperatorEndpoints,
  staffSessionEndpoints,
  type StaffSessionEndpoints,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { afterCommit, inTransaction, retryTransaction } from '../db/transaction.ts';
import { safeEqual } from '../platform/secrets.ts';
import { ApiError } from './errors.ts';

/** What an access token says: whose it is, which session, and until when (seconds since epoch). */
export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** The signed-in player calling an endpoint. */
export interface Caller {
  user: UserRow;
  sessionId: string;
  claims: AccessClaims;
}

/** Every endpoint the server may serve: the player API under /v1 and the operator API. */
type Served = Endpoints & OperatorEndpoints & StaffSessionEndpoints;
export type ServedPath = keyof Served;
/** The definitions the server validates with, by the path it serves each at (the player API's without /v1). */
export const SERVED_ENDPOINTS: Readonly<Record<ServedPath, EndpointDefinition>> = {
  ...endpoints,
  ...operatorEndpoints,
  ...staffSessionEndpoints,
};

type Idempotent<P extends ServedPath> = Served[P] extends { idempotent: true } ? true : false;

export interface EndpointContext<P extends ServedPath, Prepared = undefined> {
  body: z.output<Served[P]['request']>;
  /** The caller, for endpoints that need a signed-in player. */
  auth: Served[P]['access'] extends 'user' ? Caller : null;
  /** Who calls an operator endpoint (a member of staff or the service token). */
  operator: Served[P]['access'] extends 'operator' ? OperatorActor : null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The client's address (for per-address limits). */
  address: string;
  /** A money-moving endpoint's Idempotency-Key. */
  idempotencyKey: Idempotent<P> extends true ? string : undefined;
  /**
   * A money-moving endpoint's transaction: its Idempotency-Key row and every write of the handler
   * (ledger transfers included) commit together or not at all.
   */
  tx: Idempotent<P> extends true ? Db : undefined;
  /** Runs an effect (a realtime push) once the handler's writes have committed. */
  afterCommit(effect: () => void | Promise<void>): void;
  /** What the endpoint's prepare step read before the transaction opened. */
  prepared: Prepared;
}

/** What a prepare step sees: the call, before any transaction. */
export type PrepareContext<P extends ServedPath> = Omit<EndpointContext<P>, 'tx' | 'afterCommit' | 'prepared'>;

export type EndpointHandler<P extends ServedPath, Prepared = undefined> = (
  context: EndpointContext<P, Prepared>,
) => Promise<z.output<Served[P]['response']>>;

export interface EndpointOptions<P extends ServedPath, Prepared> {
  /**
   * Reads and checks made before a money-moving endpoint's transaction opens (other domains'
   * lookups, a provider's hosted page): the transaction then holds its connection only for its
   * own writes. Not run for a replayed key.
   */
  prepare?: (context: PrepareContext<P>) => Promise<Prepared>;
  /**
   * The handler writes nothing outside its transaction (an original's bet): its Idempotency-Key row
   * is written once, done and with the answer, as the transaction's last statement, instead of
   * being looked up first, written before the work and again after it. A key already answered is
   * found there: a repeated call (a retry, or a duplicate sent at the same time, which waits on the
   * key's unique index) is rolled back whole and replays the first one's answer; one refused on
   * its way (prepare included) replays it too when the key was answered.
   */
  keyWithAnswer?: boolean;
}

/** A transaction rolled back because its key was written by another call meanwhile (keyWithAnswer). */
class KeyTakenMeanwhile extends Error {}

/** What the handler of an endpoint whose answer is a file gives (the contract's `file`). */
interface FileAnswer {
  contentType: string;
  data: Uint8Array;
}

/** A file's bytes as the answer, with its type, for a viewer in the page (inline), never kept by a cache nor sniffed. */
function sendFile(reply: FastifyReply, file: FileAnswer): Buffer {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', 'inline');
  reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  return Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
}

/** JSON with object keys in order: the same body hashes the same however its keys were sent. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

interface KeyRow {
  request_hash: string;
  state: string;
  response: unknown;
}

const REPLAYED_HEADER = 'idempotent-replayed';

export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
  return new ApiError('VALIDATION_FAILED', message, { issues });
}

export interface EndpointAccessCheck {
  /** The player behind an Authorization header (the access token); throws when there is none. */
  authenticate(header: string | undefined): Promise<Caller>;
  /** The service token the operator API accepts ... */
  operatorToken: string;
  /** ... and what it may do (OPERATOR_TOKEN_PERMISSIONS). */
  operatorTokenPermissions: readonly OperatorPermission[];
  /**
   * The member of staff whose session a token is (their role as it is now), or undefined when the
   * token is no live session: expired, ended, or its member disabled.
   */
  staffSession?(token: string): Promise<OperatorActor | undefined>;
  /** Where money-moving endpoints keep their Idempotency-Key rows and open their transactions. */
  db: Db;
}

/**
 * Registers the handler of a contract endpoint (POST, JSON): the caller is authenticated as the
 * contract's access kind says (a player's access token, or the operator token, with or without
 * "Bearer ", compared in constant time and checked before the body is read), the body is validated
 * against the request schema, the answer against the response schema.
 */
export function endpointRegistrar(access: EndpointAccessCheck) {
  const operators = new WeakMap<FastifyRequest, OperatorActor>();
  const servicePermissions = new Set(access.operatorTokenPermissions);
  /**
   * The operator API's guard, before the body is read: the service token (compared in constant
   * time) or a member of staff's session, then the endpoint's permission against what that caller
   * holds (OPERATOR_FORBIDDEN when it does not).
   */
  const operatorOnly =
    (permission: OperatorPermission): onRequestHookHandler =>
    async (request) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : header;
      let actor: OperatorActor | undefined;
      if (token && safeEqual(token, access.operatorToken)) actor = SERVICE_ACTOR;
      else if (token && access.staffSession) actor = await access.staffSession(token);
      if (!actor) throw new ApiError('OPERATOR_UNAUTHORIZED', 'The operator token or session is missing, wrong or ended');
      const allowed = actor.kind === 'service' ? servicePermissions.has(permission) : roleAllows(actor.role, permission);
      if (!allowed) throw new ApiError('OPERATOR_FORBIDDEN', `This call needs the ${permission} permission`, { permission });
      operators.set(request, actor);
    };
  const storedKey = async (executor: Db, userId: string, key: string): Promise<KeyRow | undefined> =>
    executor
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'response'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
  const replay = (row: KeyRow, hash: string, reply: FastifyReply): unknown => {
    if (row.request_hash !== hash)
      throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request: make a new key for a new intent');
    if (row.state !== 'done')
      throw new ApiError('IDEMPOTENCY_KEY_IN_PROGRESS', 'A request with this Idempotency-Key is still being worked on');
    reply.header(REPLAYED_HEADER, 'true');
    return row.response;
  };

  return function defineEndpoint<P extends ServedPath, Prepared = undefined>(
    app: FastifyInstance,
    path: P,
    handler: EndpointHandler<P, Prepared>,
    options: EndpointOptions<P, Prepared> = {},
  ): void {
    const definition = SERVED_ENDPOINTS[path];
    app.post(path, definition.access === 'operator' ? { onRequest: operatorOnly(definition.permission) } : {}, async (request, reply) => {
      const caller = definition.access === 'user' ? await access.authenticate(request.headers.authorization) : null;
      const parsed = definition.request.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      const base = {
        body: parsed.data as EndpointContext<P>['body'],
        auth: caller as EndpointContext<P>['auth'],
        operator: (operators.get(request) ?? null) as EndpointContext<P>['operator'],
        request,
        reply,
        address: request.ip,
      };

      if (!definition.idempotent || !caller) {
        const effects: Array<() => void | Promise<void>> = [];
        const prepared = (await options.prepare?.({ ...base, idempotencyKey: undefined } as PrepareContext<P>)) as Prepared;
        const result = definition.response.parse(
          await handler({
            ...base,
            idempotencyKey: undefined,
            tx: undefined,
            afterCommit: (effect) => void effects.push(effect),
            prepared,
          } as EndpointContext<P, Prepared>),
        );
        for (const effect of effects) await effect();
        return definition.file ? sendFile(reply, result as FileAnswer) : result;
      }

      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const key = typeof header === 'string' ? header : undefined;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
        throw new ApiError(
          'IDEMPOTENCY_KEY_MISSING',
          `This call moves money: send an ${IDEMPOTENCY_KEY_HEADER} header of 8 to 100 printable characters`,
        );
      const userId = caller.user.id;
      const hash = requestHash(path, parsed.data);
      const { db } = access;

      const withAnswer = options.keyWithAnswer === true;
      // A key already answered is replayed without preparing anything again; with the key written
      // last, it is looked for only when the call is refused or finds the key taken at its end.
      if (!withAnswer) {
        const earlier = await storedKey(db, userId, key);
        if (earlier) return replay(earlier, hash, reply);
      }
      const context = { ...base, idempotencyKey: key } as PrepareContext<P>;
      let prepared: Prepared;
      try {
        prepared = (await options.prepare?.(context)) as Prepared;
      } catch (error) {
        const earlier = withAnswer && error instanceof ApiError ? await storedKey(db, userId, key) : undefined;
        if (earlier) return replay(earlier, hash, reply);
        throw error;
      }

      type Outcome = { replayed: KeyRow } | { result: unknown };
      // A transaction PostgreSQL ends to break a deadlock with another, or whose connection is lost
      // before COMMIT (a restart), is rolled back whole (its key row with it): it is run again, and
      // the player gets the answer of the call, not a 500. One lost during COMMIT is not (it may have
      // committed): the answer is 503, and the player's retry with the key replays or does the work.
      const work = () =>
        inTransaction<Outcome>(db, async (tx) => {
          if (withAnswer) {
            const result = definition.response.parse(
              await handler({ ...context, tx, afterCommit: (effect) => afterCommit(tx, effect), prepared } as EndpointContext<P, Prepared>),
            );
            // A duplicate sent at the same time waits here on the key's unique index until the first
            // commits (then this one is rolled back and replays its answer) or rolls back.
            const kept = await tx
              .insertInto('idempotency_keys')
              .values({ user_id: userId, key, path, request_hash: hash, state: 'done', response: sql`${JSON.stringify(result)}::jsonb` })
              .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
              .returning('key')
              .executeTakeFirst();
            if (!kept) throw new KeyTakenMeanwhile();
            return { result };
          }
          // A duplicate sent at the same time waits here on the key's unique index until the first
          // commits (then replays its answer) or rolls back (then does the work itself).
          const inserted = await tx
            .insertInto('idempotency_keys')
            .values({ user_id: userId, key, path, request_hash: hash, state: 'started' })
            .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
            .returning('key')
            .executeTakeFirst();
          if (!inserted) {
            const row = await storedKey(tx, userId, key);
            if (!row) throw new ApiError('IDEMPOTENCY_KEY_IN_PROGRESS', 'A request with this Idempotency-Key is still being worked on');
            return { replayed: row };
          }
          const result = definition.response.parse(
            await handler({ ...context, tx, afterCommit: (effect) => afterCommit(tx, effect), prepared } as EndpointContext<P, Prepared>),
          );
          await tx
            .updateTable('idempotency_keys')
            .set({ state: 'done', response: sql`${JSON.stringify(result)}::jsonb` })
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .execute();
          return { result };
        });
      const outcome = await retryTransaction(work).catch(async (error: unknown): Promise<Outcome> => {
        // With the key written last, a duplicate sent at the same time may also be refused on its way
        // (the first took the money it would stake): the first's answer, once kept, is its answer.
        const taken = error instanceof KeyTakenMeanwhile;
        if (!withAnswer || !(taken || error instanceof ApiError)) throw error;
        const row = await storedKey(db, userId, key);
        if (row) return { replayed: row };
        if (taken) throw new ApiError('IDEMPOTENCY_KEY_IN_PROGRESS', 'A request with this Idempotency-Key is still being worked on');
        throw error;
      });
      return 'replayed' in outcome ? replay(outcome.replayed, hash, reply) : outcome.result;
    });
  };
}
export type DefineEndpoint = ReturnType<typeof endpointRegistrar>;
