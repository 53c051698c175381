import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointParsedRequest, type EndpointPath, type EndpointResponse, type Endpoints } from '@app/contract';
import type { AuthContext, AuthService } from '../auth/service.ts';
import { ApiError } from '../plugins/errors.ts';

export interface EndpointContext<P extends EndpointPath> {
  body: EndpointParsedRequest<P>;
  /** The caller, for endpoints that need a signed-in player. */
  auth: Endpoints[P]['access'] extends 'user' ? AuthContext : null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The client's address (for per-address limits). */
  address: string;
}

export type EndpointHandler<P extends EndpointPath> = (context: EndpointContext<P>) => Promise<EndpointResponse<P>>;

export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  return new ApiError(
    400,
    'VALIDATION_FAILED',
    first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request',
    {
      issues,
    },
  );
}

/**
 * Registers the handler of a contract endpoint (POST, JSON): the caller is authenticated when the
 * contract says so, the body is validated against the request schema, the answer against the
 * response schema.
 */
export function endpointRegistrar(authService: AuthService) {
  return function defineEndpoint<P extends EndpointPath>(app: FastifyInstance, path: P, handler: EndpointHandler<P>): void {
    const definition = endpoints[path];
    app.post(path, async (request, reply) => {
      const auth = definition.access === 'user' ? await authService.authenticate(request.headers.authorization) : null;
      const parsed = definition.request.safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      const result = await handler({
        body: parsed.data as EndpointParsedRequest<P>,
        auth: auth as EndpointContext<P>['auth'],
        request,
        reply,
        address: request.ip,
      });
      return definition.response.parse(result);
    });
  };
}
export type DefineEndpoint = ReturnType<typeof endpointRegistrar>;
