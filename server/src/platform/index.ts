import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createLocalBus, createRedisBus, redisRetryDelay, type EventBus } from './bus.ts';
import { createMailTransport, type MailTransport } from './mail.ts';
import { OperatorSettings } from './operator-settings.ts';
import { createPostgresNoticeBus } from './pg-notices.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

/** What every domain may be given: the database, the bus, the limiter, mail and the operator's settings rows. */
export interface Infrastructure {
  database: DatabaseHandle;
  bus: EventBus;
  limiter: RateLimiter;
  mail: MailTransport;
  operatorSettings: OperatorSettings;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), the bus and the rate limiter: on Redis when configured; else
 * the bus's control notices go through Postgres NOTIFY on a shared Postgres, and stay in process on
 * the embedded PGlite (one process owns it).
 */
export async function openInfrastructure(config: ServerConfig, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<Infrastructure> {
  const database = await openDatabase(config);
  const { db } = database;
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
    await database.close();
  };
  try {
    const prefix = config.redisPrefix;
    const bus = config.redisUrl
      ? await createRedisBus(config.redisUrl, prefix, (error) => log.error({ err: error }, 'redis bus error'))
      : config.databaseUrl
        ? await createPostgresNoticeBus({
            db,
            url: config.databaseUrl,
            schema: config.databaseSchema ?? 'public',
            onError: (error) => log.warn({ err: error }, 'postgres notices error'),
          })
        : createLocalBus();
    closers.push(() => bus.close());
    let limiter: RateLimiter;
    if (config.redisUrl) {
      const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, retryStrategy: redisRetryDelay });
      redis.on('error', (error: Error) => log.warn({ err: error }, 'redis rate limiter error'));
      limiter = createRedisRateLimiter(redis, prefix);
    } else {
      limiter = createMemoryRateLimiter();
    }
    closers.push(() => limiter.close());
    // Cached on every instance: the embedded database has one process writing to it; on a shared
    // Postgres a change is announced on the bus (see OperatorSettings for the bounds).
    const operatorSettings = new OperatorSettings(db, bus, { ownsDatabase: database.engine === 'pglite' });
    closers.push(() => operatorSettings.close());
    const mail = createMailTransport(db, config.smtpUrl, config.mailFrom);
    return { database, bus, limiter, mail, operatorSettings, close };
  } catch (error) {
    await close();
    throw error;
  }
}
