// A real OpenID provider on 127.0.0.1 (the server tests' one), for the journeys that sign in with an
// identity provider.
import { startOidcProvider as startProvider, type ProviderAccount } from '@app/server/test/support/oidc-provider.ts';

export type { ProviderAccount };

export interface RunningProvider {
  /** The issuer (http on 127.0.0.1: the platform allows plain http only for a loopback issuer). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * Starts the provider with one confidential client whose only redirect URI is the site's
 * /auth/oauth/callback, PKCE required, and the given accounts. Its development sign-in page takes
 * an account id and any password; consent is taken as given for this client.
 */
export async function startOidcProvider(siteUrl: string, accounts: Record<string, ProviderAccount>): Promise<RunningProvider> {
  const client = {
    clientId: 'platform',
    clientSecret: 'platform-client-secret-for-journeys',
    redirectUri: `${siteUrl}/auth/oauth/callback`,
  };
  const provider = await startProvider(client, new Map(Object.entries(accounts)), 'cookie-key-for-journeys');
  return { ...provider, clientId: client.clientId, clientSecret: client.clientSecret };
}
