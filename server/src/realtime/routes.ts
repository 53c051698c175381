import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  clientMessageSchema,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PATH,
  REALTIME_PING,
  REALTIME_PONG,
} from '@app/contract';
import type { Auth } from '../auth/index.ts';
import { ApiError } from '../http/errors.ts';
import { originAllowed } from '../http/security.ts';
import type { MaintenanceStore } from '../maintenance/index.ts';
import type { EventBus } from '../platform/bus.ts';
import type { Users } from '../users/index.ts';
import { RealtimeHub, type Connection } from './hub.ts';
import { TopicSnapshots, type TopicSnapshotProvider } from './snapshots.ts';

export interface RealtimeDeps {
  /** Checks the token of user.auth as every HTTP call checks it: a live session and an unexpired password. */
  auth: Pick<Auth, 'authenticate'>;
  users: Pick<Users, 'infoOf'>;
  maintenance: Pick<MaintenanceStore, 'activeUntil' | 'changedBy'>;
  bus: Pick<EventBus, 'onEvent' | 'onTopic' | 'onNotice'>;
  /** How long a socket may stay open without user.auth or topic.subscribe. */
  authTimeoutMs: number;
  /** Other origins whose pages may open the socket besides the site's own (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
  /** What a socket is sent when it subscribes to a topic of a domain that has a snapshot of it. */
  snapshots?: readonly TopicSnapshotProvider[];
}

const CLOSE_FOR_REASON: Partial<Record<string, number>> = {
  TOKEN_EXPIRED: REALTIME_CLOSE_CODES.TOKEN_EXPIRED,
  SESSION_REVOKED: REALTIME_CLOSE_CODES.SESSION_REVOKED,
  PASSWORD_EXPIRED: REALTIME_CLOSE_CODES.PASSWORD_EXPIRED,
};

/**
 * A failure on an open socket. A client breaking the protocol (a frame over the size limit, a frame
 * that is not WebSocket) is the client's doing: a warning without a stack. Anything else is logged
 * as an error. The socket is closed either way.
 */
export function realtimeSocketError(error: Error, socket: WebSocket, request: FastifyRequest, _reply?: FastifyReply): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn({ code, reason: error.message }, 'realtime socket closed: the client broke the protocol');
  } else {
    request.log.error({ err: error }, 'realtime socket failed');
  }
  socket.terminate();
}

function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

/**
 * /ws: the client authenticates with user.auth { token }; from then on the user's events published
 * on the bus (on any instance) reach the socket. Any socket, signed in or not, may follow topics
 * (topic.subscribe / topic.unsubscribe): what is published to a topic on any instance reaches it.
 * PING gets PONG. When the operator turns maintenance on, every instance hears it on the bus and
 * closes all its sockets with MAINTENANCE (the reason is the end time); while it lasts a new socket
 * closes the same way. A player whose password has expired is refused at user.auth with
 * PASSWORD_EXPIRED, as every HTTP call refuses them.
 */
export function realtimeRoutes(deps: RealtimeDeps) {
  const { auth, users, bus, maintenance } = deps;
  const hub = new RealtimeHub();
  const snapshots = new TopicSnapshots(deps.snapshots ?? []);

  /** While maintenance is in force, closes the socket with MAINTENANCE and answers true. */
  const closedForMaintenance = async (connection: Connection): Promise<boolean> => {
    const endtime = await maintenance.activeUntil();
    if (endtime) hub.close(connection, REALTIME_CLOSE_CODES.MAINTENANCE, endtime);
    return endtime !== null;
  };

  return async (app: FastifyInstance) => {
    const maintenanceChanged = async () => {
      try {
        const endtime = await maintenance.activeUntil();
        if (endtime) hub.closeAll(REALTIME_CLOSE_CODES.MAINTENANCE, endtime);
      } catch (error) {
        app.log.warn({ err: error }, 'could not read the maintenance flag after a change');
      }
    };
    const offEvent = bus.onEvent((userId, event) => hub.toUser(userId, event));
    const offTopic = bus.onTopic((topic, message) => hub.toTopic(topic, message));
    const offNotice = bus.onNotice((notice) => {
      if (notice.type === 'session.revoked') hub.sessionEnded(notice.userId, notice.sessionId);
      else if (maintenance.changedBy(notice)) void maintenanceChanged();
    });
    app.addHook('onClose', async () => {
      offEvent();
      offTopic();
      offNotice();
      hub.closeAll(REALTIME_CLOSE_CODES.SERVER_RESTART);
    });

    const authenticate = async (connection: Connection, token: string) => {
      try {
        if (await closedForMaintenance(connection)) return;
        const caller = await auth.authenticate(token);
        if (!hub.isOpen(connection)) return;
        hub.signIn(connection, caller.user.id, caller.sessionId);
        // The socket lives as long as its token: at expiry it closes and the client reconnects with a fresh one.
        const remaining = Math.min(caller.claims.exp * 1000 - Date.now(), 2_147_000_000);
        connection.timer = setTimeout(() => hub.close(connection, REALTIME_CLOSE_CODES.TOKEN_EXPIRED), Math.max(0, remaining));
        hub.send(connection, { m: 'user.auth', p: await users.infoOf(caller.user) });
      } catch (error) {
        const reason = error instanceof ApiError ? error.reason : 'TOKEN_INVALID';
        hub.close(connection, CLOSE_FOR_REASON[reason] ?? REALTIME_CLOSE_CODES.AUTH_FAILED);
      }
    };

    // The topic as it stands, read after the subscription: what changes from then on follows it.
    const sendSnapshot = async (connection: Connection, topic: string) => {
      try {
        const snapshot = await snapshots.snapshot(topic);
        if (snapshot && hub.isOpen(connection) && connection.topics.has(topic)) hub.send(connection, snapshot);
      } catch (error) {
        app.log.warn({ err: error, topic }, 'could not read the snapshot of a topic');
      }
    };

    // A page of another site must not open the socket with the player's browser: refused before the upgrade.
    const sameSiteOnly = async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!originAllowed(origin, request.hostname, deps.allowedOrigins)) {
        request.log.warn({ origin }, 'realtime socket refused to another origin');
        throw new ApiError('FORBIDDEN', 'This origin may not open the realtime socket');
      }
    };

    app.get(REALTIME_PATH, { websocket: true, onRequest: sameSiteOnly }, (socket) => {
      const connection = hub.open(socket);
      connection.timer = setTimeout(() => {
        if (!connection.userId && connection.topics.size === 0) hub.close(connection, REALTIME_CLOSE_CODES.AUTH_TIMEOUT);
      }, deps.authTimeoutMs);
      socket.on('close', () => hub.forget(connection));
      socket.on('error', () => hub.forget(connection));
      closedForMaintenance(connection).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not read the maintenance flag for a new socket');
      });
      socket.on('message', (data, isBinary) => {
        if (!hub.isOpen(connection)) return;
        if (!connection.budget.take()) return hub.close(connection, REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES);
        const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
        if (size > REALTIME_MAX_MESSAGE_BYTES) return hub.close(connection, REALTIME_CLOSE_CODES.MESSAGE_TOO_LARGE);
        if (isBinary) return hub.close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        const text = messageText(data);
        if (text === REALTIME_PING) {
          socket.send(REALTIME_PONG);
          return;
        }
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return hub.close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        }
        const parsed = clientMessageSchema.safeParse(json);
        if (!parsed.success) return hub.close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        const message = parsed.data;
        switch (message.m) {
          case 'user.auth':
            return void authenticate(connection, message.p.token);
          case 'topic.subscribe':
            if (!hub.subscribe(connection, message.p.topic)) return hub.close(connection, REALTIME_CLOSE_CODES.TOO_MANY_TOPICS);
            return void sendSnapshot(connection, message.p.topic);
          case 'topic.unsubscribe':
            return hub.unsubscribe(connection, message.p.topic);
        }
      });
    });
  };
}
