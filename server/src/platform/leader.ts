import { createHash } from 'node:crypto';
import pg from 'pg';

/** How often an instance that does not hold a duty tries to take it (and the holder checks its connection). */
export const LEADERSHIP_RETRY_MS = 3_000;

export interface LeadershipOptions {
  /** The Postgres every instance shares; undefined on the embedded database (one process owns it). */
  url: string | undefined;
  /** The schema the instances share: instances of another schema hold their own duty. */
  schema: string;
  /** The duty's name (one lock per name). */
  name: string;
  retryMs?: number;
  /** This instance takes the duty up (awaited before it counts as leading). */
  onLead(): Promise<void> | void;
  /** This instance lost the duty (its connection went) or lets it go (close). */
  onLose(): Promise<void> | void;
  onError(error: Error): void;
}

/** One instance of a deployment holding a duty (the odds feed's ticking). */
export interface Leadership {
  /** Whether this instance holds the duty now. */
  leading(): boolean;
  /** Lets the duty go (onLose) and releases the lock. */
  close(): Promise<void>;
}

/** The advisory lock's key: a signed 64-bit number from the schema and the duty's name. */
export function leadershipKey(schema: string, name: string): string {
  const digest = createHash('sha256').update(`${schema}\u0000${name}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/**
 * Holds a duty on one instance of those sharing a Postgres database: a session advisory lock
 * (pg_try_advisory_lock) taken on a connection of its own, kept for the instance's life. An
 * instance without it tries again every retryMs; when the holder closes, or dies and its session
 * ends, the lock is free and another instance takes the duty up within that time. The holder checks
 * its connection as often, and drops the duty as soon as the connection goes (its lock goes with
 * it). On the embedded database one process owns everything: the instance holds the duty at once.
 */
export async function holdLeadership(options: LeadershipOptions): Promise<Leadership> {
  if (!options.url) return holdAlone(options);
  const { url, onError } = options;
  const key = leadershipKey(options.schema, options.name);
  const retryMs = options.retryMs ?? LEADERSHIP_RETRY_MS;
  let client: pg.Client | undefined;
  let leading = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** Runs one step after those before it; a failure is reported, never left to stop the ones after. */
  const serially = (step: () => Promise<void>) => {
    running = running.then(step).catch((error: unknown) => onError(error as Error));
    return running;
  };

  /** The connection is gone (or given up): its lock went with it, and so does the duty. */
  const drop = async (gone: pg.Client) => {
    if (client !== gone) return;
    client = undefined;
    gone.end().catch(() => undefined);
    if (!leading) return;
    leading = false;
    await options.onLose();
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ connectionString: url, keepAlive: true });
    fresh.on('error', (error) => {
      onError(error);
      void serially(() => drop(fresh));
    });
    fresh.on('end', () => void serially(() => drop(fresh)));
    client = fresh;
    try {
      await fresh.connect();
    } catch (error) {
      await drop(fresh);
      throw error;
    }
    return fresh;
  };

  /** One round: the holder checks its connection, another instance tries to take the lock. */
  const attempt = async () => {
    if (closed) return;
    const connection = client ?? (await connect());
    if (leading) {
      await connection.query('select 1');
      return;
    }
    const result = await connection.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [key]);
    if (!result.rows[0]?.taken || closed || client !== connection) return;
    await options.onLead();
    leading = true;
  };

  const round = async () => {
    try {
      await attempt();
    } catch (error) {
      onError(error as Error);
      if (client) await drop(client);
    }
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void serially(round).then(schedule), retryMs);
    timer.unref();
  };

  await serially(round);
  schedule();

  return {
    leading: () => leading,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      const connection = client;
      client = undefined;
      if (leading) {
        leading = false;
        await Promise.resolve(options.onLose()).catch((error: unknown) => onError(error as Error));
      }
      if (!connection) return;
      await connection.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      await connection.end().catch(() => undefined);
    },
  };
}

async function holdAlone(options: LeadershipOptions): Promise<Leadership> {
  await options.onLead();
  let leading = true;
  return {
    leading: () => leading,
    async close() {
      if (!leading) return;
      leading = false;
      await options.onLose();
    },
  };
}
