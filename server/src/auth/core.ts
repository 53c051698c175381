import type { ServerConfig } from '../config.ts';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../platform/bus.ts';
import type { MailTransport } from '../platform/mail.ts';
import type { OperatorSettings } from '../platform/operator-settings.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import type { AccountSettingsStore } from '../settings/index.ts';
import type { Users } from '../users/index.ts';
import type { CodeStore } from './codes.ts';
import type { SessionCache } from './session-cache.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthConfig = Pick<
  ServerConfig,
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlSeconds'
  | 'refreshReuseGraceSeconds'
  | 'lockoutMinutes'
  | 'codeTtlMinutes'
  | 'rateLimits'
  | 'corsOrigins'
  | 'publicOrigin'
>;

/** What sign-in is given by the composition root. */
export interface AuthDeps {
  db: Db;
  config: AuthConfig;
  settings: Pick<AccountSettingsStore, 'get'>;
  users: Users;
  currencies: Pick<Currencies, 'isPlayable' | 'list'>;
  bus: Pick<EventBus, 'notify'>;
  mail: Pick<MailTransport, 'send'>;
  limiter: Pick<RateLimiter, 'hit'>;
  /** The operator's settings rows: the identity providers players may sign in with are kept there. */
  operatorSettings: Pick<OperatorSettings, 'read' | 'write'>;
  /** The sessions of signed-in calls with their players' rows, kept on this instance. */
  sessionCache: Pick<SessionCache, 'read'>;
  /** The key access tokens are signed with. */
  tokenSecret: string;
  /** The player's session-time limit in minutes (responsible gambling), null without one. */
  sessionLimitMinutes?(userId: string): Promise<number | null>;
}

/** What every use case of sign-in shares. */
export interface AuthCore extends AuthDeps {
  tokens: TokenSigner;
  codes: CodeStore;
}
