import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createLocalBus, createRedisBus, type EventBus } from './bus.ts';
import { createMailTransport, type MailTransport } from './mail.ts';
import { OperatorSettings } from './operator-settings.ts';
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

/** Opens the database (migrating it), the bus and the rate limiter (in process, or on Redis when configured). */
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
    const mail = createMailTransport(db, config.smtpUrl, config.mailFrom);
    return { database, bus, limiter, mail, operatorSettings, close };
  } catch (error) {
    await close();
    throw error;
  }
}
