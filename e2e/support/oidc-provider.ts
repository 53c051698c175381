// A real OpenID provider (oidc-provider, the server package's test dependency) on 127.0.0.1, for
// the journeys that sign in with an identity provider.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.ts';

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface RunningProvider {
  /** The issuer (http on 127.0.0.1: the platform allows plain http only for a loopback issuer). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string };
    provider: { Grant: new (init: { clientId: string; accountId: string }) => Grant };
  };
}
type ProviderConstructor = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => { callback(): (request: IncomingMessage, response: ServerResponse) => void };

/**
 * Starts the provider with one confidential client whose only redirect URI is the site's
 * /auth/oauth/callback, PKCE required, and the given accounts. Its development sign-in page takes
 * an account id and any password; consent is taken as given for this client.
 */
export async function startOidcProvider(siteUrl: string, accounts: Record<string, ProviderAccount>): Promise<RunningProvider> {
  const fromServer = createRequire(join(repoRoot, 'server', 'package.json'));
  const module = (await import(pathToFileURL(fromServer.resolve('oidc-provider')).href)) as { default: ProviderConstructor };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'platform';
  const clientSecret = 'platform-client-secret-for-journeys';
  const provider = new module.default(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${siteUrl}/auth/oauth/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['cookie-key-for-journeys'] },
    features: { devInteractions: { enabled: true } },
    findAccount(_ctx: unknown, id: string) {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }) };
    },
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
