import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import {
  clientMessageSchema,
  OPERATOR_TOPIC_PREFIX,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PING,
  REALTIME_PONG,
  type ServerMessage,
} from '@app/contract';
import type { Connection, RealtimeHub } from './hub.ts';

/** What user.auth answers with: the player's info. */
export type UserInfo = Extract<ServerMessage, { m: 'user.auth' }>['p'];

/** A token checked as every HTTP call checks it: the session it signs in, or why it may not. */
export type SignIn =
  | { ok: true; userId: string; sessionId: string; /** When the token expires (ms since the epoch). */ expiresAt: number; info: UserInfo }
  | { ok: false; reason: string };

/** A member of staff's session token checked: their role and the operator topics it may read, or why not. */
export type OperatorSignIn = { ok: true; role: string; topics: string[] } | { ok: false; reason: string };

/**
 * What a socket's protocol needs from the platform. The process holding the socket may be the
 * server's own or a realtime worker; a worker asks the server for each of these.
 */
export interface SocketServices {
  /** How long a socket may stay open without user.auth or topic.subscribe. */
  authTimeoutMs: number;
  signIn(token: string): Promise<SignIn>;
  /** A staff session token (`touch`: the sign-in itself counts as a call; the later checks do not). */
  operatorSignIn(token: string, touch: boolean): Promise<OperatorSignIn>;
  /** How often an operator's socket checks its member's session and role again. */
  operatorRecheckMs: number;
  /** The end time while maintenance is in force, else null. */
  maintenanceUntil(): Promise<string | null>;
  /** What a socket following the topic is sent first, or null. */
  snapshot(topic: string): Promise<ServerMessage | null>;
  warn(details: Record<string, unknown>, message: string): void;
}

const CLOSE_FOR_REASON: Partial<Record<string, number>> = {
  TOKEN_EXPIRED: REALTIME_CLOSE_CODES.TOKEN_EXPIRED,
  SESSION_REVOKED: REALTIME_CLOSE_CODES.SESSION_REVOKED,
  // The operator locked the account: its sessions are over.
  ACCOUNT_LOCKED: REALTIME_CLOSE_CODES.SESSION_REVOKED,
  PASSWORD_EXPIRED: REALTIME_CLOSE_CODES.PASSWORD_EXPIRED,
};

/**
 * How a failure on an open socket is logged. A client breaking the protocol (a frame over the size
 * limit, a frame that is not WebSocket) is the client's doing: a warning without a stack. Anything
 * else is an error. The socket is closed either way.
 */
export function socketFailure(error: Error): { level: 'warn' | 'error'; details: Record<string, unknown>; message: string } {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    return { level: 'warn', details: { code, reason: error.message }, message: 'realtime socket closed: the client broke the protocol' };
  }
  return { level: 'error', details: { err: error }, message: 'realtime socket failed' };
}

function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

/**
 * Sends every topic followed here its snapshot as it stands now: after a gap in the bus (Redis
 * restarted, its subscription made again), what was published meanwhile was lost, and a socket
 * following live odds would otherwise show them as they were until each market moved again.
 */
export async function resendSnapshots(hub: RealtimeHub, services: Pick<SocketServices, 'snapshot' | 'warn'>): Promise<void> {
  for (const topic of hub.topics()) {
    try {
      const snapshot = await services.snapshot(topic);
      if (snapshot) hub.toTopic(topic, snapshot);
    } catch (error) {
      services.warn({ err: error, topic }, 'could not read the snapshot of a topic');
    }
  }
}

/**
 * The protocol of one open socket, the same in whichever process holds it: user.auth signs it in
 * (closing it when the token, the session or the password does not hold); a later user.auth on the
 * open socket, the page's refreshed token, moves it onto that token's session and lifetime, for the
 * same player only (another player's token closes it with AUTH_FAILED); topic.subscribe follows
 * a topic and sends its snapshot, PING gets PONG. A socket that sends faster than its budget, too
 * large a message, a binary frame or anything that is not a client message is closed with its
 * code; one that neither signs in nor follows a topic in time is closed with AUTH_TIMEOUT; while
 * maintenance is in force a new socket is closed with MAINTENANCE.
 */
export function serveSocket(socket: WebSocket, stream: Duplex, hub: RealtimeHub, services: SocketServices): Connection {
  const connection = hub.open(socket, stream);

  /** While maintenance is in force, closes the socket with MAINTENANCE and answers true. */
  const closedForMaintenance = async (): Promise<boolean> => {
    const endtime = await services.maintenanceUntil();
    if (endtime) hub.close(connection, REALTIME_CLOSE_CODES.MAINTENANCE, endtime);
    return endtime !== null;
  };

  const authenticate = async (token: string) => {
    try {
      if (await closedForMaintenance()) return;
      const signIn = await services.signIn(token);
      if (!hub.isOpen(connection)) return;
      if (!signIn.ok) return hub.close(connection, CLOSE_FOR_REASON[signIn.reason] ?? REALTIME_CLOSE_CODES.AUTH_FAILED);
      // A socket signed in again (the page's refreshed token) stays its player's: another player's
      // token is refused, never switched to.
      if (connection.userId !== null && connection.userId !== signIn.userId) return hub.close(connection, REALTIME_CLOSE_CODES.AUTH_FAILED);
      hub.signIn(connection, signIn.userId, signIn.sessionId);
      // The socket lives as long as its token: at expiry it closes and the client reconnects with a fresh one.
      const remaining = Math.min(signIn.expiresAt - Date.now(), 2_147_000_000);
      connection.timer = setTimeout(() => hub.close(connection, REALTIME_CLOSE_CODES.TOKEN_EXPIRED), Math.max(0, remaining));
      hub.send(connection, { m: 'user.auth', p: signIn.info });
    } catch (error) {
      // The platform failed, not the token: the client tries again rather than signing out.
      services.warn({ err: error }, 'could not sign a realtime socket in');
      hub.close(connection, REALTIME_CLOSE_CODES.INTERNAL_ERROR);
    }
  };

  /** The operator topics the socket follows become exactly these. */
  const followOnly = (topics: readonly string[]) => {
    for (const topic of [...connection.topics]) if (!topics.includes(topic)) hub.unsubscribe(connection, topic);
    for (const topic of topics) hub.subscribe(connection, topic);
  };

  /**
   * operator.auth: a member of staff's session. The socket follows the operator topics their role may
   * read, and checks every operatorRecheckMs that the session still holds (closed SESSION_REVOKED
   * when it has ended, expired or the member was disabled) and follows their role's topics as it
   * is then. A player's socket is never an operator's, nor the other way round.
   */
  const operatorAuthenticate = async (token: string) => {
    try {
      const checked = await services.operatorSignIn(token, true);
      if (!hub.isOpen(connection)) return;
      if (!checked.ok || connection.userId !== null) return hub.close(connection, REALTIME_CLOSE_CODES.AUTH_FAILED);
      clearTimeout(connection.timer);
      clearInterval(connection.operatorCheck);
      followOnly(checked.topics);
      connection.operatorCheck = setInterval(() => {
        services
          .operatorSignIn(token, false)
          .then((again) => {
            if (!hub.isOpen(connection)) return;
            if (!again.ok) return hub.close(connection, REALTIME_CLOSE_CODES.SESSION_REVOKED);
            followOnly(again.topics);
          })
          .catch((error: unknown) => services.warn({ err: error }, 'could not check an operator socket again'));
      }, services.operatorRecheckMs);
      hub.send(connection, { m: 'operator.auth', p: { role: checked.role, topics: checked.topics } });
    } catch (error) {
      services.warn({ err: error }, 'could not sign an operator socket in');
      hub.close(connection, REALTIME_CLOSE_CODES.INTERNAL_ERROR);
    }
  };

  // The topic as it stands, read after the subscription: what changes from then on follows it.
  const sendSnapshot = async (topic: string) => {
    try {
      const snapshot = await services.snapshot(topic);
      if (snapshot && hub.isOpen(connection) && connection.topics.has(topic)) hub.send(connection, snapshot);
    } catch (error) {
      services.warn({ err: error, topic }, 'could not read the snapshot of a topic');
    }
  };

  connection.timer = setTimeout(() => {
    if (!connection.userId && connection.topics.size === 0) hub.close(connection, REALTIME_CLOSE_CODES.AUTH_TIMEOUT);
  }, services.authTimeoutMs);
  socket.on('close', () => hub.forget(connection));
  socket.on('error', () => hub.forget(connection));
  closedForMaintenance().catch((error: unknown) => {
    services.warn({ err: error }, 'could not read the maintenance flag for a new socket');
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
        // An operator's socket is not a player's.
        if (connection.operatorCheck !== undefined) return hub.close(connection, REALTIME_CLOSE_CODES.AUTH_FAILED);
        return void authenticate(message.p.token);
      case 'operator.auth':
        return void operatorAuthenticate(message.p.token);
      case 'topic.subscribe':
        // The operator's topics are followed through operator.auth alone.
        if (message.p.topic.startsWith(OPERATOR_TOPIC_PREFIX)) return hub.close(connection, REALTIME_CLOSE_CODES.AUTH_FAILED);
        if (!hub.subscribe(connection, message.p.topic)) return hub.close(connection, REALTIME_CLOSE_CODES.TOO_MANY_TOPICS);
        return void sendSnapshot(message.p.topic);
      case 'topic.unsubscribe':
        if (message.p.topic.startsWith(OPERATOR_TOPIC_PREFIX)) return;
        return hub.unsubscribe(connection, message.p.topic);
    }
  });
  return connection;
}
