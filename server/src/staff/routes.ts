import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Staff } from './service.ts';

/** The bearer token of a call (with or without "Bearer "). */
export function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : header;
}

/** Signing in to the operator API in two steps, accepting an invitation, and one's own session. */
export function staffRoutes(staff: Staff, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/operator/staff/sign-in', async ({ body, address }) => staff.signIn(body, address));
    defineEndpoint(app, '/operator/staff/sign-in/verify', async ({ body, address }) => staff.verify(body, address));
    defineEndpoint(app, '/operator/staff/invitation/accept', async ({ body }) => staff.accept(body));
    defineEndpoint(app, '/operator/staff/session', async ({ request }) => staff.session(bearer(request)));
    defineEndpoint(app, '/operator/staff/sign-out', async ({ request }) => {
      await staff.signOut(bearer(request));
      return { ok: true };
    });
  };
}
