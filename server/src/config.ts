import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, type AreaName } from '@app/contract/areas';
import { operatorPermissions, operatorPermissionSchema, type OperatorPermission } from '@app/contract/operator-staff';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The in-memory PGlite database (no files), for tests and throwaway runs. */
export const PGLITE_MEMORY = 'memory://';

/**
 * How long the requests in flight get to finish after SIGTERM or SIGINT before they are cut off
 * (SHUTDOWN_GRACE_MS). With the platform's own close after it (SHUTDOWN_CLOSE_MS, 2 s) a stop
 * takes at most 9 s: within the 10 s a container runtime waits before it kills.
 */
export const SHUTDOWN_GRACE_MS = 7_000;

export interface RateLimitConfig {
  /** Length of one counting window in seconds. */
  windowSeconds: number;
  /** Sign-in attempts per email address and per client address in one window. */
  loginPerAccount: number;
  loginPerAddress: number;
  /** Code requests (reset, verification), code checks and registrations per account and per address. */
  codePerAccount: number;
  codePerAddress: number;
}

/**
 * How long the HTTP server waits on a client (milliseconds): a client that sends its headers or its
 * body slowly, or never finishes them, loses its connection instead of holding it open.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must have arrived within this (REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /**
   * ... except a signed-in player's document upload, which has this long (UPLOAD_TIMEOUT_MS; never
   * less than requestMs): 10 MB from a phone on a slow line takes minutes.
   */
  uploadMs: number;
  /** The headers must have arrived within this (HEADERS_TIMEOUT_MS); never more than requestMs. */
  headersMs: number;
  /** A connection on which nothing is received or sent for this long is closed (CONNECTION_TIMEOUT_MS). */
  idleMs: number;
  /** A kept-alive connection waiting for its next request is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
}

export interface StaffConfig {
  /** A staff session ends after this long without a call ... */
  sessionIdleMinutes: number;
  /** ... and this long after sign-in in any case. */
  sessionMaxHours: number;
  /** How long an invitation (or a reset of a second factor) may be accepted. */
  invitationHours: number;
  /** Failed sign-ins (password or code) from one address before the account locks for it (LOCKOUT_MINUTES). */
  maxFailedSignIns: number;
  /** The name an authenticator app shows beside the member's email. */
  totpIssuer: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  httpTimeouts: HttpTimeouts;
  /** How long requests in flight get to finish once the server is told to stop (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Where PGlite keeps its data when DATABASE_URL is not set, and where the operator token file lives. */
  dataDir: string;
  /** PGlite's data folder, or PGLITE_MEMORY. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** A Postgres schema to keep every table in (one per test run, for instance). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (instances sharing it form one platform). */
  redisPrefix: string;
  /** Serve the host and remotes' production builds from this process (the one-machine setup). */
  serveStatic: boolean;
  /**
   * Draw the first screen of /, /casino and /sports in the server for signed-out visitors
   * (DRAW_FIRST_SCREEN; on unless 'false'): the page's HTML carries the real content before its
   * scripts have run.
   */
  drawFirstScreen: boolean;
  hostDist: string;
  /** The back office's build, served at /backoffice/ (BACKOFFICE_DIST). */
  backofficeDist: string;
  /** Each area's build folder, served at /remotes/{area}/. */
  remoteDists: Record<AreaName, string>;
  /** An operator's remotes config (area -> manifest URL); read on every request when set. */
  remotesConfigFile: string | undefined;
  /** Where area releases live: {releasesDir}/{area}/{version}/ (RELEASES_DIR; npm run release writes there). */
  releasesDir: string;
  /** A canary is rolled back by itself when more than this share of its page loads fail (CANARY_MAX_FAILURE_RATE). */
  canaryMaxFailureRate: number;
  /** ... over at least this many page loads (CANARY_MIN_LOADS). */
  canaryMinLoads: number;
  /** ... and only when at least this many distinct visitors saw it fail (CANARY_MIN_FAILING_VISITORS). */
  canaryMinFailingVisitors: number;
  /** Health reports one client address may send per minute (HEALTH_REPORTS_PER_ADDRESS). */
  healthReportsPerAddress: number;
  /** A site config file overriding the built-in one (cmsConfig and display settings). */
  siteConfigFile: string | undefined;
  logLevel: string;
  /** Whether each answer says how many statements its call sent to the database (REPORT_DB_ROUND_TRIPS=true; the bench asks for it). */
  reportRoundTrips: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (per-address limits): false
   * (none, the default), true (any), or a list of addresses/CIDRs such as "127.0.0.1,10.0.0.0/8".
   */
  trustProxy: boolean | string;
  /** Lifetime of an access token, in seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token, in seconds. */
  refreshTokenTtlSeconds: number;
  /**
   * How long, in seconds, a refresh token that has just been rotated may be presented again (its
   * answer lost to a reload or a dropped connection) for new tokens instead of ending the session.
   * 0 ends the session on any second use.
   */
  refreshReuseGraceSeconds: number;
  /** The key access tokens are signed with; generated once and kept in the database when not set. */
  tokenSecret: string | undefined;
  /** The operator API's token; generated at start and written to dataDir when not set. */
  operatorToken: string | undefined;
  /**
   * What the operator token may do (OPERATOR_TOKEN_PERMISSIONS: `all`, the default, or a comma list
   * of operator permissions such as `status.read,system`); a member of staff's session may do what
   * their role allows.
   */
  operatorTokenPermissions: readonly OperatorPermission[];
  /** The operator's staff accounts: their sessions, invitations and sign-in lock. */
  staff: StaffConfig;
  /**
   * The site's public origin (PUBLIC_URL, such as https://casino.example): where players reach it.
   * An identity provider sends players back to its callback page there (or on one of CORS_ORIGINS).
   */
  publicOrigin: string | undefined;
  /**
   * Origins allowed to call the API from another origin (CORS_ORIGINS), and to open the realtime
   * socket besides the site's own.
   */
  corsOrigins: string[];
  /** SMTP server URL (smtp://user:pass@host:587); without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long an account stays locked after too many failed sign-ins. */
  lockoutMinutes: number;
  /** How long a reset or verification code stays valid. */
  codeTtlMinutes: number;
  rateLimits: RateLimitConfig;
  /** How long a realtime socket may stay open without user.auth. */
  realtimeAuthTimeoutMs: number;
  /** How often a back office's socket checks that its member's session still holds, and their role's topics (REALTIME_OPERATOR_RECHECK_MS). */
  realtimeOperatorRecheckMs: number;
  /**
   * How many child processes hold the realtime sockets (REALTIME_WORKERS, default 0: the server's
   * own process holds them). On a machine with cores to spare, one message to many thousands of
   * sockets is then written by all of them at once.
   */
  realtimeWorkers: number;
  /** Seed the demo player (and its balances) on first start. */
  seedDemo: boolean;
  /**
   * The key of the bank cards' fingerprints (an HMAC of the number that recognises a card added
   * twice; BANK_CARD_FINGERPRINT_KEY); generated once and kept in the database when not set.
   */
  bankCardFingerprintKey: string | undefined;
  /**
   * The secret the demo payment provider signs its callbacks with (PAYMENT_WEBHOOK_SECRET); generated
   * once and kept in the database when not set.
   */
  paymentWebhookSecret: string | undefined;
  /**
   * Where the payment provider posts its callbacks (PAYMENT_CALLBACK_URL, this server's
   * /payment-callbacks/demopay); by default this server's own loopback address once it listens.
   */
  paymentCallbackUrl: string | undefined;
  /**
   * Where players' identity documents are kept (KYC_DIR; default <DATA_DIR>/kyc): outside anything
   * served. Instances that share a database share this folder too (a shared volume).
   */
  kycDir: string;
  /** How long the demo payment provider takes to settle a payment after the payer's answer (DEMOPAY_SETTLE_DELAY_MS). */
  demoPaySettleDelayMs: number;
  /** How often bonus money whose time has run out is taken back to the house (BONUS_EXPIRY_SWEEP_MS, default an hour). */
  bonusExpirySweepMs: number;
  /**
   * The secret a game provider signs its seamless-wallet calls with (GAME_PROVIDER_SECRET); generated
   * once and kept in the database when not set.
   */
  gameProviderSecret: string | undefined;
  /**
   * Where the demo game provider reaches the seamless wallet (GAME_WALLET_URL, this server's
   * /seamless/demogames); by default this server's own loopback address once it listens.
   */
  gameWalletUrl: string | undefined;
  /** The originals' house edge, percent of every stake kept on average (ORIGINALS_HOUSE_EDGE, 0 to 10, default 1). */
  originalsHouseEdge: number;
  /** How often the simulated odds feed moves on (SPORTS_FEED_TICK_MS, default 3000; 0 runs it only when stepped). */
  sportsFeedTickMs: number;
  /**
   * How long a goal, a set or a map keeps a match's markets suspended before they reopen with new
   * odds (SPORTS_FEED_SUSPEND_MS, default 6000; they reopen at the feed's first move after it).
   */
  sportsFeedSuspendMs: number;
  /** The feed's seed: the same seed gives the same fixtures, goals and odds moves (SPORTS_FEED_SEED). */
  sportsFeedSeed: string;
  /** The bookmaker's margin priced into every market's odds, percent (SPORTS_MARGIN_PERCENT, 0 to 10, default 6). */
  sportsMarginPercent: number;
  /** Bets an event's result settles in one transaction (SPORTS_SETTLE_BATCH, default 20). */
  sportsSettleBatch: number;
  /**
   * How often the instance that runs the feed settles the bets still open on events that are over
   * (a settlement a stop, a database restart or a failed batch left unfinished), ms
   * (SPORTS_SETTLE_SWEEP_MS, default 15000; 0: only as it takes the feed up).
   */
  sportsSettleSweepMs: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

function rate(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(parsed >= 0 && parsed <= 1)) throw new Error(`Expected a share from 0 to 1, got "${value}"`);
  return parsed;
}

/** A house edge in percent: 0 to 10, at most two decimals (it is shown and recorded as typed). */
function houseEdge(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value) || parsed > 10) throw new Error(`Expected a house edge from 0 to 10 (percent), got "${value}"`);
  return parsed;
}

/** The origin of PUBLIC_URL (an http or https URL), or undefined when it is not set. */
function publicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be the site's URL, such as https://casino.example, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return url.origin;
}

function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const requestMs = Math.max(100, int(env.REQUEST_TIMEOUT_MS, 60_000));
  return {
    requestMs,
    uploadMs: Math.max(requestMs, int(env.UPLOAD_TIMEOUT_MS, 600_000)),
    headersMs: Math.min(requestMs, Math.max(100, int(env.HEADERS_TIMEOUT_MS, 10_000))),
    idleMs: Math.max(100, int(env.CONNECTION_TIMEOUT_MS, 60_000)),
    keepAliveMs: Math.max(100, int(env.KEEP_ALIVE_TIMEOUT_MS, 72_000)),
  };
}

/** The secrets an operator may set; each is generated and kept in the database when left unset. */
const SECRET_VARIABLES = [
  'OPERATOR_TOKEN',
  'TOKEN_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
  'GAME_PROVIDER_SECRET',
  'BANK_CARD_FINGERPRINT_KEY',
] as const;
/** A secret set outside development has at least this many characters (32 random bytes as hex is 64). */
export const MIN_SECRET_LENGTH = 32;

/** A value published as an example or a fallback (this repository's compose file once fell back to change-me*). */
function isPlaceholder(value: string): boolean {
  const plain = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.startsWith('changeme') || ['secret', 'password', 'changeit', 'operator', 'platform', 'postgres', 'token'].includes(plain);
}

/** Development and tests: NODE_ENV is development or test. Anything else is a deployment. */
function isDevelopment(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/**
 * Refuses, outside development, secrets anyone can read or guess: a known placeholder or a secret
 * shorter than MIN_SECRET_LENGTH in OPERATOR_TOKEN, TOKEN_SECRET and the other keys, and a
 * placeholder database password. The message names each variable, never its value.
 */
export function assertSafeSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (isDevelopment(env)) return;
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (!value) continue;
    if (isPlaceholder(value)) problems.push(`${name} is a published placeholder`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (env.DATABASE_URL) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(env.DATABASE_URL).password);
    } catch {
      // Not a URL: the database driver says so when it connects.
    }
    if (password && isPlaceholder(password)) problems.push('DATABASE_URL has a published placeholder as its password');
  }
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start with secrets anyone can read: ${problems.join('; ')}. ` +
        `Set each to a long random value (such as \`openssl rand -hex 32\`) or leave it unset to have one generated; ` +
        'NODE_ENV=development allows them on a machine of your own.',
    );
  }
}

/** OPERATOR_TOKEN_PERMISSIONS: `all` (or unset) for every permission, else a comma list of them. */
function permissionList(value: string | undefined): readonly OperatorPermission[] {
  if (!value || value.trim() === 'all') return operatorPermissions;
  const listed = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = listed.filter((item) => !operatorPermissionSchema.safeParse(item).success);
  if (unknown.length > 0) {
    throw new Error(
      `OPERATOR_TOKEN_PERMISSIONS names unknown permissions: ${unknown.join(', ')} (known: ${operatorPermissions.join(', ')})`,
    );
  }
  return listed as OperatorPermission[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const remotesConfigFile = env.REMOTES_CONFIG ?? join(dataDir, 'remotes.json');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    httpTimeouts: httpTimeouts(env),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, SHUTDOWN_GRACE_MS),
    dataDir,
    pgliteDir: env.PGLITE_DIR === PGLITE_MEMORY ? PGLITE_MEMORY : resolve(env.PGLITE_DIR ?? join(dataDir, 'pglite')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'platform',
    serveStatic: env.SERVE_STATIC !== 'false',
    drawFirstScreen: env.DRAW_FIRST_SCREEN !== 'false',
    hostDist: resolve(env.HOST_DIST ?? join(repoRoot, 'host', 'dist')),
    backofficeDist: resolve(env.BACKOFFICE_DIST ?? join(repoRoot, 'backoffice', 'dist')),
    remoteDists: Object.fromEntries(
      AREAS.map((area) => [area, resolve(env[`REMOTE_${area.toUpperCase()}_DIST`] ?? join(repoRoot, 'remotes', area, 'dist'))]),
    ) as Record<AreaName, string>,
    remotesConfigFile: existsSync(remotesConfigFile) || env.REMOTES_CONFIG ? remotesConfigFile : undefined,
    releasesDir: resolve(env.RELEASES_DIR ?? join(repoRoot, 'releases')),
    canaryMaxFailureRate: rate(env.CANARY_MAX_FAILURE_RATE, 0.2),
    canaryMinLoads: Math.max(1, int(env.CANARY_MIN_LOADS, 20)),
    canaryMinFailingVisitors: Math.max(1, int(env.CANARY_MIN_FAILING_VISITORS, 10)),
    healthReportsPerAddress: Math.max(1, int(env.HEALTH_REPORTS_PER_ADDRESS, 12)),
    siteConfigFile: env.SITE_CONFIG || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    reportRoundTrips: env.REPORT_DB_ROUND_TRIPS === 'true',
    trustProxy: !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    accessTokenTtlSeconds: Math.max(1, int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60)),
    refreshTokenTtlSeconds: Math.max(1, int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600)),
    refreshReuseGraceSeconds: int(env.REFRESH_REUSE_GRACE_SECONDS, 30),
    tokenSecret: env.TOKEN_SECRET || undefined,
    operatorToken: env.OPERATOR_TOKEN || undefined,
    operatorTokenPermissions: permissionList(env.OPERATOR_TOKEN_PERMISSIONS),
    staff: {
      sessionIdleMinutes: Math.max(1, int(env.STAFF_SESSION_IDLE_MINUTES, 30)),
      sessionMaxHours: Math.max(1, int(env.STAFF_SESSION_MAX_HOURS, 12)),
      invitationHours: Math.max(1, int(env.STAFF_INVITATION_HOURS, 72)),
      maxFailedSignIns: Math.max(1, int(env.STAFF_MAX_FAILED_SIGN_INS, 5)),
      totpIssuer: env.STAFF_TOTP_ISSUER || 'Lucky Reef operator',
    },
    publicOrigin: publicOrigin(env.PUBLIC_URL),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lucky Reef <no-reply@localhost>',
    lockoutMinutes: Math.max(1, int(env.LOCKOUT_MINUTES, 15)),
    codeTtlMinutes: Math.max(1, int(env.CODE_TTL_MINUTES, 15)),
    rateLimits: {
      windowSeconds: Math.max(1, int(env.RATE_LIMIT_WINDOW_SECONDS, 60)),
      loginPerAccount: int(env.RATE_LIMIT_LOGIN_PER_ACCOUNT, 10),
      loginPerAddress: int(env.RATE_LIMIT_LOGIN_PER_ADDRESS, 30),
      codePerAccount: int(env.RATE_LIMIT_CODE_PER_ACCOUNT, 5),
      codePerAddress: int(env.RATE_LIMIT_CODE_PER_ADDRESS, 20),
    },
    realtimeAuthTimeoutMs: Math.max(100, int(env.REALTIME_AUTH_TIMEOUT_MS, 5000)),
    realtimeOperatorRecheckMs: Math.max(100, int(env.REALTIME_OPERATOR_RECHECK_MS, 60_000)),
    realtimeWorkers: Math.min(64, Math.max(0, int(env.REALTIME_WORKERS, 0))),
    seedDemo: env.SEED_DEMO !== 'false',
    bankCardFingerprintKey: env.BANK_CARD_FINGERPRINT_KEY || undefined,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    paymentCallbackUrl: env.PAYMENT_CALLBACK_URL || undefined,
    demoPaySettleDelayMs: int(env.DEMOPAY_SETTLE_DELAY_MS, 1500),
    bonusExpirySweepMs: Math.max(1000, int(env.BONUS_EXPIRY_SWEEP_MS, 3_600_000)),
    gameProviderSecret: env.GAME_PROVIDER_SECRET || undefined,
    gameWalletUrl: env.GAME_WALLET_URL || undefined,
    originalsHouseEdge: houseEdge(env.ORIGINALS_HOUSE_EDGE, 1),
    sportsFeedTickMs: int(env.SPORTS_FEED_TICK_MS, 3000),
    sportsFeedSuspendMs: int(env.SPORTS_FEED_SUSPEND_MS, 6000),
    sportsFeedSeed: env.SPORTS_FEED_SEED || 'sportsbook',
    sportsMarginPercent: houseEdge(env.SPORTS_MARGIN_PERCENT, 6),
    sportsSettleBatch: Math.max(1, int(env.SPORTS_SETTLE_BATCH, 20)),
    sportsSettleSweepMs: int(env.SPORTS_SETTLE_SWEEP_MS, 15_000),
    kycDir: resolve(env.KYC_DIR ?? join(dataDir, 'kyc')),
  };
}
