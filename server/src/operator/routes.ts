import type { FastifyInstance } from 'fastify';
import { operatorEndpoints, type OperatorActor, type OperatorPath } from '@app/contract';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { OperatorHandlers } from '../platform/operator-commands.ts';

/** The operator API: POST /operator/... with JSON, authorised by the operator token (access 'operator'). */
export function operatorRoutes(handlers: OperatorHandlers, defineEndpoint: DefineEndpoint) {
  const serve = <P extends OperatorPath>(app: FastifyInstance, path: P) =>
    defineEndpoint(app, path, ({ body, operator, request }) =>
      handlers[path](body as Parameters<OperatorHandlers[P]>[0], { actor: operator as OperatorActor, requestId: request.id }),
    );
  return async (app: FastifyInstance) => {
    for (const path of Object.keys(operatorEndpoints) as OperatorPath[]) serve(app, path);
  };
}
