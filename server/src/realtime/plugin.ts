import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  clientMessageSchema,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PATH,
  REALTIME_PING,
  REALTIME_PONG,
  type ServerMessage,
} from '@app/contract';
import { ApiError } from '../plugins/errors.ts';
import type { Platform } from '../platform/index.ts';
import { toUserInfo } from '../users/store.ts';

interface Connection {
  socket: WebSocket;
  userId: string | null;
  sessionId: string | null;
  timer: NodeJS.Timeout | undefined;
}

/** The largest frame the socket accepts at all; anything between this and the message limit closes 4003. */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

const CLOSE_REASON: Record<number, string> = {
  [REALTIME_CLOSE_CODES.AUTH_TIMEOUT]: 'authentication timeout',
  [REALTIME_CLOSE_CODES.MALFORMED_MESSAGE]: 'malformed message',
  [REALTIME_CLOSE_CODES.MESSAGE_TOO_LARGE]: 'message too large',
  [REALTIME_CLOSE_CODES.AUTH_FAILED]: 'authentication failed',
  [REALTIME_CLOSE_CODES.TOKEN_EXPIRED]: 'token expired',
  [REALTIME_CLOSE_CODES.SESSION_REVOKED]: 'session ended',
  [REALTIME_CLOSE_CODES.SERVER_RESTART]: 'server restarting',
};

/**
 * /ws: the client authenticates with user.auth { token }; from then on the user's events published
 * on the bus (on any instance) reach the socket. PING gets PONG.
 */
export function realtimePlugin(platform: Platform) {
  const { auth, bus, accountSettings, config } = platform;
  const byUser = new Map<string, Set<Connection>>();

  const detach = (connection: Connection) => {
    clearTimeout(connection.timer);
    if (!connection.userId) return;
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set && set.size === 0) byUser.delete(connection.userId);
  };
  const close = (connection: Connection, code: number) => {
    detach(connection);
    if (connection.socket.readyState === connection.socket.OPEN || connection.socket.readyState === connection.socket.CONNECTING) {
      connection.socket.close(code, CLOSE_REASON[code] ?? '');
    }
  };
  const send = (connection: Connection, message: ServerMessage) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  return async (app: FastifyInstance) => {
    const offEvent = bus.onEvent((userId, event) => {
      for (const connection of byUser.get(userId) ?? []) send(connection, event);
    });
    const offNotice = bus.onNotice((notice) => {
      if (notice.type !== 'session.revoked') return;
      for (const connection of [...(byUser.get(notice.userId) ?? [])]) {
        if (connection.sessionId === notice.sessionId) close(connection, REALTIME_CLOSE_CODES.SESSION_REVOKED);
      }
    });
    app.addHook('onClose', async () => {
      offEvent();
      offNotice();
      for (const set of byUser.values()) for (const connection of [...set]) close(connection, REALTIME_CLOSE_CODES.SERVER_RESTART);
    });

    const authenticate = async (connection: Connection, token: string) => {
      try {
        const context = await auth.resolveAccessToken(token);
        detach(connection);
        connection.userId = context.user.id;
        connection.sessionId = context.sessionId;
        let set = byUser.get(context.user.id);
        if (!set) byUser.set(context.user.id, (set = new Set()));
        set.add(connection);
        // The socket lives as long as its token: at expiry it closes and the client reconnects with a fresh one.
        const remaining = Math.min(context.claims.exp * 1000 - Date.now(), 2_147_000_000);
        connection.timer = setTimeout(() => close(connection, REALTIME_CLOSE_CODES.TOKEN_EXPIRED), Math.max(0, remaining));
        send(connection, { m: 'user.auth', p: toUserInfo(context.user, await accountSettings.get()) });
      } catch (error) {
        const reason = error instanceof ApiError ? error.reason : 'TOKEN_INVALID';
        close(
          connection,
          reason === 'TOKEN_EXPIRED'
            ? REALTIME_CLOSE_CODES.TOKEN_EXPIRED
            : reason === 'SESSION_REVOKED'
              ? REALTIME_CLOSE_CODES.SESSION_REVOKED
              : REALTIME_CLOSE_CODES.AUTH_FAILED,
        );
      }
    };

    app.get(REALTIME_PATH, { websocket: true }, (socket) => {
      const connection: Connection = { socket, userId: null, sessionId: null, timer: undefined };
      connection.timer = setTimeout(() => {
        if (!connection.userId) close(connection, REALTIME_CLOSE_CODES.AUTH_TIMEOUT);
      }, config.realtimeAuthTimeoutMs);
      socket.on('close', () => detach(connection));
      socket.on('error', () => detach(connection));
      socket.on('message', (data, isBinary) => {
        const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
        if (size > REALTIME_MAX_MESSAGE_BYTES) return close(connection, REALTIME_CLOSE_CODES.MESSAGE_TOO_LARGE);
        if (isBinary) return close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data).toString('utf8');
        if (text === REALTIME_PING) {
          socket.send(REALTIME_PONG);
          return;
        }
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        }
        const message = clientMessageSchema.safeParse(json);
        if (!message.success) return close(connection, REALTIME_CLOSE_CODES.MALFORMED_MESSAGE);
        void authenticate(connection, message.data.p.token);
      });
    });
  };
}
