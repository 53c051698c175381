import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { serverMessageSchema, topicSchema, userEventSchema } from '@app/contract';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { controlNoticeSchema, Fanout, type ControlNotice, type EventBus } from './bus.ts';

const messageSchema = z.object({ from: z.string(), notice: controlNoticeSchema });

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 500;

/** The NOTIFY channel of the instances sharing one schema (a channel name is an identifier: at most 63 bytes). */
export function noticeChannel(schema: string): string {
  return `platform_notices_${createHash('sha256').update(schema).digest('hex').slice(0, 24)}`;
}

export interface PostgresNoticeOptions {
  db: Db;
  /** The database every instance shares, and the schema they share in it. */
  url: string;
  schema: string;
  onError(error: Error): void;
}

/**
 * The bus of instances sharing a Postgres database without Redis: control notices (a cached value
 * changed, a session ended) go to every instance through Postgres NOTIFY, heard on a connection of
 * its own that LISTENs; this instance's listeners hear its own notices at once, in process. User
 * events and topics stay in process (crossing instances with them takes Redis).
 *
 * While the listening connection is down the bus says so (noticesLive() false) and reports a gap
 * when it stops and when it listens again, so that nothing relies on notices that may be lost.
 */
export async function createPostgresNoticeBus(options: PostgresNoticeOptions): Promise<EventBus> {
  const { db, url, onError } = options;
  const channel = noticeChannel(options.schema);
  const self = randomUUID();
  const fanout = new Fanout();
  let listener: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const heard = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const parsed = messageSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success && parsed.data.from !== self) fanout.deliver({ kind: 'control', notice: parsed.data.notice });
    } catch {
      // A foreign message on our channel is ignored.
    }
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    if (live) {
      live = false;
      fanout.gap();
    }
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen().catch(onError), RELISTEN_DELAY_MS);
  };

  async function listen(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', heard);
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    listener = client;
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
    } catch (error) {
      lost(client);
      throw error;
    }
    if (closed || listener !== client) return;
    live = true;
    fanout.gap();
  }
  try {
    await listen();
  } catch (error) {
    closed = true;
    if (retry) clearTimeout(retry);
    throw error;
  }

  return {
    crossInstance: true,
    noticesLive: () => live,
    onNoticeGap: (listener) => fanout.onNoticeGap(listener),
    async publish(userId, event) {
      fanout.deliver({ kind: 'event', userId, event: userEventSchema.parse(event) });
    },
    async publishTopic(topic, message) {
      fanout.deliver({ kind: 'topic', topic: topicSchema.parse(topic), message: serverMessageSchema.parse(message) });
    },
    async notify(notice: ControlNotice) {
      fanout.deliver({ kind: 'control', notice });
      await sql`select pg_notify(${channel}, ${JSON.stringify({ from: self, notice })})`.execute(db);
    },
    onEvent: (listener) => fanout.onEvent(listener),
    onTopic: (listener) => fanout.onTopic(listener),
    onNotice: (listener) => fanout.onNotice(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      fanout.emitter.removeAllListeners();
      const client = listener;
      listener = undefined;
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}
