import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { serverMessageSchema, topicSchema, userEventSchema, type ServerMessage, type UserEvent } from '@app/contract';
import { z } from 'zod';

/** Control notices every instance must hear: a cached value changed, a session ended, a player's row changed. */
export const controlNoticeSchema = z.union([
  z.object({ type: z.literal('invalidate'), key: z.string() }),
  z.object({ type: z.literal('session.revoked'), sessionId: z.string(), userId: z.string() }),
  z.object({ type: z.literal('user.changed'), userId: z.string() }),
]);
export type ControlNotice = z.infer<typeof controlNoticeSchema>;

const envelopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), userId: z.string(), event: userEventSchema }),
  z.object({ kind: z.literal('topic'), topic: topicSchema, message: serverMessageSchema }),
  // `from`: the instance that sent it, which heard it at once (in process) and skips it here.
  z.object({ kind: z.literal('control'), notice: controlNoticeSchema, from: z.string().optional() }),
]);
type Envelope = z.infer<typeof envelopeSchema>;

/**
 * The internal event bus. publish(userId, message) reaches that user's sockets on every instance,
 * publishTopic(topic, message) every socket subscribed to the topic on every instance: in-process
 * alone, or through Redis pub/sub when REDIS_URL is set. notify(notice) reaches every instance too,
 * and on every bus the sending instance's own listeners hear it at once, before notify returns: a
 * cache drops what changed on the instance that changed it before anything else runs there.
 */
export interface EventBus {
  /** True when control notices cross instances (Redis, or Postgres LISTEN/NOTIFY), so caches may rely on invalidation. */
  readonly crossInstance: boolean;
  /**
   * Whether the notices of other instances reach this one right now: false while the connection
   * they come through is down (for the local bus, always true: there are no others).
   */
  noticesLive(): boolean;
  /**
   * Listens for gaps: hearing other instances' notices stopped or started again, so a notice sent
   * meanwhile may have been missed (a cache drops everything it holds).
   */
  onNoticeGap(listener: () => void): () => void;
  publish(userId: string, event: UserEvent): Promise<void>;
  /** Sends a contract message to every socket subscribed to the topic (live data such as odds). */
  publishTopic(topic: string, message: ServerMessage): Promise<void>;
  notify(notice: ControlNotice): Promise<void>;
  onEvent(listener: (userId: string, event: UserEvent) => void): () => void;
  onTopic(listener: (topic: string, message: ServerMessage) => void): () => void;
  onNotice(listener: (notice: ControlNotice) => void): () => void;
  close(): Promise<void>;
}

export class Fanout {
  readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  deliver(envelope: Envelope) {
    if (envelope.kind === 'event') this.emitter.emit('event', envelope.userId, envelope.event);
    else if (envelope.kind === 'topic') this.emitter.emit('topic', envelope.topic, envelope.message);
    else this.emitter.emit('notice', envelope.notice);
  }
  onEvent(listener: (userId: string, event: UserEvent) => void) {
    this.emitter.on('event', listener);
    return () => void this.emitter.off('event', listener);
  }
  onTopic(listener: (topic: string, message: ServerMessage) => void) {
    this.emitter.on('topic', listener);
    return () => void this.emitter.off('topic', listener);
  }
  onNotice(listener: (notice: ControlNotice) => void) {
    this.emitter.on('notice', listener);
    return () => void this.emitter.off('notice', listener);
  }
  gap() {
    this.emitter.emit('gap');
  }
  onNoticeGap(listener: () => void) {
    this.emitter.on('gap', listener);
    return () => void this.emitter.off('gap', listener);
  }
}

export function createLocalBus(): EventBus {
  const fanout = new Fanout();
  return {
    crossInstance: false,
    noticesLive: () => true,
    onNoticeGap: (listener) => fanout.onNoticeGap(listener),
    async publish(userId, event) {
      fanout.deliver({ kind: 'event', userId, event: userEventSchema.parse(event) });
    },
    async publishTopic(topic, message) {
      fanout.deliver({ kind: 'topic', topic: topicSchema.parse(topic), message: serverMessageSchema.parse(message) });
    },
    async notify(notice) {
      fanout.deliver({ kind: 'control', notice });
    },
    onEvent: (listener) => fanout.onEvent(listener),
    onTopic: (listener) => fanout.onTopic(listener),
    onNotice: (listener) => fanout.onNotice(listener),
    async close() {
      fanout.emitter.removeAllListeners();
    },
  };
}

/** The longest wait between two attempts to reconnect to Redis. */
export const REDIS_RETRY_MAX_MS = 1000;

/**
 * How long the Redis clients wait before their `attempt`-th try to reconnect: 50 ms doubling up to
 * REDIS_RETRY_MAX_MS, so that the bus (and the live odds through it) is back within about a second
 * of Redis, however long it was away (the client's own default grows to 5 s).
 */
export function redisRetryDelay(attempt: number): number {
  return Math.min(50 * 2 ** Math.min(attempt - 1, 10), REDIS_RETRY_MAX_MS);
}

export async function createRedisBus(url: string, prefix: string, onError: (error: Error) => void): Promise<EventBus> {
  const channel = `${prefix}:bus`;
  // What is published while Redis is away fails at once rather than waiting in the client's queue:
  // the odds feed's tick, which publishes after each commit, is never held by Redis, and what it
  // published meanwhile is made up by the snapshots sent once the bus is back (realtime/routes.ts).
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    retryStrategy: redisRetryDelay,
    enableOfflineQueue: false,
  });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, retryStrategy: redisRetryDelay });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const fanout = new Fanout();
  // Notices are heard while the subscriber is subscribed; a reconnection (which subscribes again)
  // may have missed some: a gap either way.
  let live = false;
  const lost = () => {
    if (!live) return;
    live = false;
    fanout.gap();
  };
  subscriber.on('close', lost);
  subscriber.on('reconnecting', lost);
  subscriber.on('end', lost);
  subscriber.on('ready', () => {
    // ioredis subscribes again on ready (autoResubscribe); the notices count from that subscription on.
    subscriber
      .subscribe(channel)
      .then(() => {
        if (live) return;
        live = true;
        fanout.gap();
      })
      .catch(onError);
  });
  const self = randomUUID();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const envelope = envelopeSchema.safeParse(JSON.parse(text));
      if (envelope.success && !(envelope.data.kind === 'control' && envelope.data.from === self)) fanout.deliver(envelope.data);
    } catch {
      // A foreign message on our channel is ignored.
    }
  });
  await subscriber.subscribe(channel);
  live = true;
  const send = async (envelope: Envelope) => {
    await publisher.publish(channel, JSON.stringify(envelope));
  };
  return {
    crossInstance: true,
    noticesLive: () => live,
    onNoticeGap: (listener) => fanout.onNoticeGap(listener),
    publish: (userId, event) => send({ kind: 'event', userId, event: userEventSchema.parse(event) }),
    publishTopic: (topic, message) => send({ kind: 'topic', topic: topicSchema.parse(topic), message: serverMessageSchema.parse(message) }),
    async notify(notice) {
      fanout.deliver({ kind: 'control', notice });
      await send({ kind: 'control', notice, from: self });
    },
    onEvent: (listener) => fanout.onEvent(listener),
    onTopic: (listener) => fanout.onTopic(listener),
    onNotice: (listener) => fanout.onNotice(listener),
    async close() {
      fanout.emitter.removeAllListeners();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
