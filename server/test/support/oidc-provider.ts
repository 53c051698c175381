import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** An account at the provider: its address (none for an account that shares none) and whether it is verified. */
export interface ProviderAccount {
  email?: string;
  emailVerified: boolean;
}

export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  /** The site's callback: the client's only redirect URI. */
  redirectUri: string;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1: one confidential client, PKCE required, and
 * the accounts given (looked up at each sign-in, so that a test may add some later). Its development
 * sign-in pages take any account id and password; consent is taken as given for the client. The
 * issuer is http on 127.0.0.1: the platform allows plain http only for a loopback issuer.
 */
export async function startOidcProvider(
  client: ProviderClient,
  accounts: { get(id: string): ProviderAccount | undefined },
  cookieKey: string,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: [cookieKey] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(account.email ? { email: account.email, email_verified: account.emailVerified } : {}),
        }),
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client: signingIn, session } = ctx.oidc;
      if (!signingIn || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: signingIn.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in at the provider as a browser would: follows its redirects with its cookies and fills in
 * its sign-in form, until it sends the player back to the site's `redirectUri`. Answers that callback URL.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      form = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the player back');
}
