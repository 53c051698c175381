import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { AuthService } from '../auth/service.ts';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { seedDemoPlayer, seedReferenceData } from '../db/seed.ts';
import { MaintenanceStore } from '../maintenance/store.ts';
import { OperatorService } from '../operator/service.ts';
import { AccountSettingsStore } from '../settings/store.ts';
import { WalletStore } from '../wallet/store.ts';
import { createLocalBus, createRedisBus, type EventBus } from './bus.ts';
import { createMailTransport, type MailTransport } from './mail.ts';
import { OperatorSettings } from './operator-settings.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';
import { loadOrCreateSecret } from './secrets.ts';

/** Everything the domains share: the database, the bus, the stores and services. */
export interface Platform {
  config: ServerConfig;
  database: DatabaseHandle;
  bus: EventBus;
  limiter: RateLimiter;
  mail: MailTransport;
  operatorSettings: OperatorSettings;
  accountSettings: AccountSettingsStore;
  maintenance: MaintenanceStore;
  wallet: WalletStore;
  auth: AuthService;
  operator: OperatorService;
  /** The token the operator API accepts (OPERATOR_TOKEN, or one made up for this run). */
  operatorToken: string;
  close(): Promise<void>;
}

/** Opens the database (migrating and seeding it) and builds the services on it. */
export async function createPlatform(config: ServerConfig, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<Platform> {
  const database = await openDatabase(config);
  const { db } = database;
  const closers: Array<() => Promise<void> | void> = [];
  try {
    await seedReferenceData(db);
    const prefix = config.redisPrefix;
    const bus = config.redisUrl
      ? await createRedisBus(config.redisUrl, prefix, (error) => log.error({ err: error }, 'redis bus error'))
      : createLocalBus();
    closers.push(() => bus.close());
    let limiter: RateLimiter;
    if (config.redisUrl) {
      const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
      redis.on('error', (error: Error) => log.warn({ err: error }, 'redis rate limiter error'));
      limiter = createRedisRateLimiter(redis, prefix);
    } else {
      limiter = createMemoryRateLimiter();
    }
    closers.push(() => limiter.close());
    // The embedded database has one process writing to it: its settings can be cached. On a shared
    // Postgres every instance reads them per request (one primary-key lookup), so a change made
    // through any instance holds on the very next request everywhere.
    const operatorSettings = new OperatorSettings(db, bus, database.engine === 'pglite');
    closers.push(() => operatorSettings.close());
    const accountSettings = new AccountSettingsStore(operatorSettings);
    const maintenance = new MaintenanceStore(operatorSettings);
    const wallet = new WalletStore(db);
    const mail = createMailTransport(db, config.smtpUrl, config.mailFrom);
    const tokenSecret = config.tokenSecret ?? (await loadOrCreateSecret(db, 'access-token-key'));
    const auth = new AuthService({ db, config, settings: accountSettings, wallet, bus, mail, limiter, tokenSecret });
    if (config.seedDemo) await seedDemoPlayer(db, wallet);
    const operator = new OperatorService({ db, maintenance, accountSettings, wallet, auth, bus });
    const operatorToken = config.operatorToken ?? randomBytes(24).toString('base64url');
    return {
      config,
      database,
      bus,
      limiter,
      mail,
      operatorSettings,
      accountSettings,
      maintenance,
      wallet,
      auth,
      operator,
      operatorToken,
      async close() {
        for (const close of closers.reverse()) await close();
        await database.close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close();
    await database.close();
    throw error;
  }
}
