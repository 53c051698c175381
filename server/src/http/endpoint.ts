import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { endpoints, operatorEndpoints, type EndpointDefinition, type Endpoints, type OperatorEndpoints } from '@app/contract';
import type { UserRow } from '../db/schema.ts';
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
type Served = Endpoints & OperatorEndpoints;
export type ServedPath = keyof Served;
const served: Record<ServedPath, EndpointDefinition> = { ...endpoints, ...operatorEndpoints };

export interface EndpointContext<P extends ServedPath> {
  body: z.output<Served[P]['request']>;
  /** The caller, for endpoints that need a signed-in player. */
  auth: Served[P]['access'] extends 'user' ? Caller : null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The client's address (for per-address limits). */
  address: string;
}

export type EndpointHandler<P extends ServedPath> = (context: EndpointContext<P>) => Promise<z.output<Served[P]['response']>>;

export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
  return new ApiError('VALIDATION_FAILED', message, { issues });
}

export interface EndpointAccessCheck {
  /** The player behind an Authorization header (the access token); throws when there is none. */
  authenticate(header: string | undefined): Promise<Caller>;
  /** The token the operator API accepts. */
  operatorToken: string;
}

/**
 * Registers the handler of a contract endpoint (POST, JSON): the caller is authenticated as the
 * contract's access kind says (a player's access token, or the operator token, with or without
 * "Bearer ", compared in constant time and checked before the body is read), the body is validated
 * against the request schema, the answer against the response schema.
 */
export function endpointRegistrar(access: EndpointAccessCheck) {
  const operatorOnly: onRequestHookHandler = async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    if (!token || !safeEqual(token, access.operatorToken)) {
      throw new ApiError('OPERATOR_UNAUTHORIZED', 'The operator token is missing or wrong');
    }
  };
  return function defineEndpoint<P extends ServedPath>(app: FastifyInstance, path: P, handler: EndpointHandler<P>): void {
    const definition = served[path];
    app.post(path, definition.access === 'operator' ? { onRequest: operatorOnly } : {}, async (request, reply) => {
      const caller = definition.access === 'user' ? await access.authenticate(request.headers.authorization) : null;
      const parsed = definition.request.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      const result = await handler({
        body: parsed.data as EndpointContext<P>['body'],
        auth: caller as EndpointContext<P>['auth'],
        request,
        reply,
        address: request.ip,
      });
      return definition.response.parse(result);
    });
  };
}
export type DefineEndpoint = ReturnType<typeof endpointRegistrar>;
