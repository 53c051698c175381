import type { OAuthProvider, OidcProviderView, OperatorRequest } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import type { OperatorSettings } from '../platform/operator-settings.ts';

/** An identity provider as the platform keeps it (the client secret included: it never leaves the server). */
export interface OidcProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
}

type ProviderSet = OperatorRequest<'/operator/oidc-providers/set'>;

const KEY = 'oidcProviders';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether plain http may be used with this issuer: only on the machine itself (a provider run next
 * to the platform for development and tests). Any other issuer must be https.
 */
export function isLoopbackIssuer(issuer: string | URL): boolean {
  const url = typeof issuer === 'string' ? new URL(issuer) : issuer;
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** The operator's identity providers (OpenID Connect), kept in the operator's settings rows. */
export class OidcProviders {
  readonly #settings: Pick<OperatorSettings, 'read' | 'write'>;

  constructor(settings: Pick<OperatorSettings, 'read' | 'write'>) {
    this.#settings = settings;
  }

  async all(): Promise<OidcProviderConfig[]> {
    const stored = (await this.#settings.read(KEY)) as OidcProviderConfig[] | undefined;
    return Array.isArray(stored) ? stored : [];
  }

  /** An enabled provider by id. */
  async enabled(id: string): Promise<OidcProviderConfig | undefined> {
    return (await this.all()).find((provider) => provider.id === id && provider.enabled);
  }

  /** What players see: the enabled providers' ids and names, in the operator's order. */
  async publicList(): Promise<OAuthProvider[]> {
    return (await this.all()).filter((provider) => provider.enabled).map(({ id, name }) => ({ id, name }));
  }

  async list(): Promise<OidcProviderView[]> {
    return (await this.all()).map(toView);
  }

  /** Adds a provider or changes one (a change without a clientSecret keeps the stored secret). */
  async set(input: ProviderSet): Promise<OidcProviderView> {
    const issuer = new URL(input.issuer);
    if (issuer.protocol !== 'https:' && !isLoopbackIssuer(issuer)) {
      throw new ApiError('VALIDATION_FAILED', 'The issuer must be an https URL (plain http only for localhost)');
    }
    if (issuer.search || issuer.hash) throw new ApiError('VALIDATION_FAILED', 'The issuer must not have a query or a fragment');
    const providers = await this.all();
    const existing = providers.find((provider) => provider.id === input.id);
    const clientSecret = input.clientSecret ?? existing?.clientSecret;
    if (!clientSecret) throw new ApiError('VALIDATION_FAILED', 'A new provider needs its clientSecret');
    const next: OidcProviderConfig = {
      id: input.id,
      name: input.name,
      // The issuer exactly as typed: discovery checks it against the provider's own metadata.
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret,
      enabled: input.enabled ?? existing?.enabled ?? true,
    };
    await this.#settings.write(
      KEY,
      existing ? providers.map((provider) => (provider.id === input.id ? next : provider)) : [...providers, next],
    );
    return toView(next);
  }

  async remove(id: string): Promise<void> {
    const providers = await this.all();
    if (!providers.some((provider) => provider.id === id)) throw new ApiError('OAUTH_PROVIDER_NOT_FOUND', 'No such identity provider');
    await this.#settings.write(
      KEY,
      providers.filter((provider) => provider.id !== id),
    );
  }
}

function toView(provider: OidcProviderConfig): OidcProviderView {
  return {
    id: provider.id,
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    enabled: provider.enabled,
    hasClientSecret: provider.clientSecret.length > 0,
  };
}
