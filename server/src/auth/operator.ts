import { flag, need, option, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Auth } from './service.ts';

type AuthPath = '/operator/oidc-providers/list' | '/operator/oidc-providers/set' | '/operator/oidc-providers/remove';

/** The operator's calls on the identity providers players may sign in with. */
export function authOperatorHandlers(auth: Pick<Auth, 'oidcProviders'>): OperatorHandlers<AuthPath> {
  const { oidcProviders } = auth;
  return {
    '/operator/oidc-providers/list': async () => ({ providers: await oidcProviders.list() }),
    '/operator/oidc-providers/set': async (body) => ({ provider: await oidcProviders.set(body) }),
    '/operator/oidc-providers/remove': async (body) => {
      await oidcProviders.remove(body.id);
      return { ok: true };
    },
  };
}

export const authCommands: readonly OperatorCommand[] = [
  {
    name: 'oidc list',
    help: 'identity providers players may sign in with (no secrets)',
    run: (_args, call) => call('/operator/oidc-providers/list', {}),
  },
  {
    name: 'oidc set',
    args: '<id> --name <name> --issuer <url> --client-id <id> [--client-secret <secret>] [--enabled|--disabled]',
    help: ['add or change one (the secret also from OIDC_CLIENT_SECRET;', 'left out, a change keeps the stored one)'],
    run(args, call) {
      const name = option(args, '--name');
      const issuer = option(args, '--issuer');
      const clientId = option(args, '--client-id');
      const clientSecret = option(args, '--client-secret') ?? (process.env.OIDC_CLIENT_SECRET || undefined);
      const enabled = flag(args, '--enabled') ? true : flag(args, '--disabled') ? false : undefined;
      const usage = 'oidc set needs <id> --name <name> --issuer <url> --client-id <id>';
      const [id] = words(args, 1, usage);
      return call('/operator/oidc-providers/set', {
        id,
        name: need(name, usage),
        issuer: need(issuer, usage),
        clientId: need(clientId, usage),
        ...(clientSecret ? { clientSecret } : {}),
        ...(enabled === undefined ? {} : { enabled }),
      });
    },
  },
  {
    name: 'oidc remove',
    args: '<id>',
    run(args, call) {
      const [id] = words(args, 1, 'oidc remove needs <id>');
      return call('/operator/oidc-providers/remove', { id });
    },
  },
];
