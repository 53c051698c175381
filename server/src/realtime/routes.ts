import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { OPERATOR_TOPICS, REALTIME_CLOSE_CODES, REALTIME_PATH, roleAllows, type OperatorActor, type ServerMessage } from '@app/contract';
import type { Auth } from '../auth/index.ts';
import { ApiError } from '../http/errors.ts';
import { originAllowed } from '../http/security.ts';
import type { MaintenanceStore } from '../maintenance/index.ts';
import type { EventBus } from '../platform/bus.ts';
import type { Users } from '../users/index.ts';
import { RealtimeHub } from './hub.ts';
import { resendSnapshots, serveSocket, socketFailure, type OperatorSignIn, type SignIn, type SocketServices } from './protocol.ts';
import { TopicSnapshots, type TopicSnapshotProvider } from './snapshots.ts';
import { RealtimeWorkers } from './workers.ts';

export interface RealtimeDeps {
  /** Checks the token of user.auth as every HTTP call checks it: a live session and an unexpired password. */
  auth: Pick<Auth, 'authenticate'>;
  users: Pick<Users, 'infoOf'>;
  /**
   * A member of staff behind a session token, or undefined when it is no live session (`touch`:
   * counted as a call of the session, which keeps it from going idle).
   */
  staffSession(token: string, touch: boolean): Promise<OperatorActor | undefined>;
  /** How often an operator's socket checks its member's session and role again. */
  operatorRecheckMs: number;
  maintenance: Pick<MaintenanceStore, 'activeUntil' | 'startsIn' | 'changedBy'>;
  bus: Pick<EventBus, 'onEvent' | 'onTopic' | 'onNotice' | 'onNoticeGap' | 'noticesLive'>;
  /** How long a socket may stay open without user.auth or topic.subscribe. */
  authTimeoutMs: number;
  /** Other origins whose pages may open the socket besides the site's own (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
  /** What a socket is sent when it subscribes to a topic of a domain that has a snapshot of it. */
  snapshots?: readonly TopicSnapshotProvider[];
  /** How many child processes hold the sockets (REALTIME_WORKERS); 0 keeps them in the server's own. */
  workers: number;
  /** The largest frame a socket accepts at all. */
  maxFrameBytes: number;
}

/**
 * A failure on an open socket. A client breaking the protocol (a frame over the size limit, a frame
 * that is not WebSocket) is the client's doing: a warning without a stack. Anything else is logged
 * as an error. The socket is closed either way.
 */
export function realtimeSocketError(error: Error, socket: WebSocket, request: FastifyRequest, _reply?: FastifyReply): void {
  const { level, details, message } = socketFailure(error);
  request.log[level](details, message);
  socket.terminate();
}

/**
 * What the socket plugin does first when the server stops (its preClose): every socket this process
 * holds is closed with SERVER_RESTART, which the client answers by reconnecting at once (to another
 * instance, the listener being closed here), without the 1005 "no status" close the plugin's own
 * would send. Sockets held by workers are closed by the workers (see RealtimeWorkers.stop).
 */
export function closeRealtimeSockets(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(REALTIME_CLOSE_CODES.SERVER_RESTART, 'server restarting');
  done();
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

  return async (app: FastifyInstance) => {
    // The platform's side of the protocol, for the sockets held here and for the workers' alike.
    const signIn = async (token: string): Promise<SignIn> => {
      try {
        const caller = await auth.authenticate(token);
        return {
          ok: true,
          userId: caller.user.id,
          sessionId: caller.sessionId,
          expiresAt: caller.claims.exp * 1000,
          info: await users.infoOf(caller.user),
        };
      } catch (error) {
        // A refusal of the token or its session; any other failure is the platform's, thrown on.
        if (error instanceof ApiError) return { ok: false, reason: error.reason };
        throw error;
      }
    };
    const operatorSignIn = async (token: string, touch: boolean): Promise<OperatorSignIn> => {
      const actor = await deps.staffSession(token, touch);
      if (!actor || actor.kind !== 'staff') return { ok: false, reason: 'OPERATOR_UNAUTHORIZED' };
      const topics = Object.entries(OPERATOR_TOPICS)
        .filter(([, permission]) => roleAllows(actor.role, permission))
        .map(([topic]) => topic);
      return { ok: true, role: actor.role, topics };
    };
    const services: SocketServices = {
      authTimeoutMs: deps.authTimeoutMs,
      operatorRecheckMs: deps.operatorRecheckMs,
      signIn,
      operatorSignIn,
      maintenanceUntil: () => maintenance.activeUntil(),
      snapshot: (topic) => snapshots.snapshot(topic),
      warn: (details, message) => app.log.warn(details, message),
    };
    const workers =
      deps.workers > 0
        ? new RealtimeWorkers(
            deps.workers,
            { authTimeoutMs: deps.authTimeoutMs, operatorRecheckMs: deps.operatorRecheckMs, maxPayload: deps.maxFrameBytes },
            {
              signIn: ({ token }) => services.signIn(token),
              operatorSignIn: ({ token, touch }) => services.operatorSignIn(token, touch),
              maintenance: () => services.maintenanceUntil(),
              snapshot: ({ topic }) => services.snapshot(topic),
            },
            app.log,
          )
        : undefined;
    await workers?.started();
    // Where what is published goes: the sockets held here and every worker's.
    const here = {
      toUser: (userId: string, message: ServerMessage) => hub.toUser(userId, message),
      toTopic: (topic: string, message: ServerMessage) => hub.toTopic(topic, message),
      sessionEnded: (userId: string, sessionId: string) => hub.sessionEnded(userId, sessionId),
      closeAll: (code: number, reason?: string) => hub.closeAll(code, reason),
      resync: () => void resendSnapshots(hub, services),
    };
    const holders: Array<Pick<RealtimeHub, 'toUser' | 'toTopic' | 'sessionEnded' | 'closeAll'> & { resync(): void }> = workers
      ? [here, workers]
      : [here];

    // A maintenance scheduled for later starts with no call to announce it: a timer on each instance
    // closes its sockets at the start, as a change that starts it at once does.
    let startTimer: NodeJS.Timeout | undefined;
    const maintenanceChanged = async () => {
      clearTimeout(startTimer);
      startTimer = undefined;
      try {
        const endtime = await maintenance.activeUntil();
        if (endtime) for (const holder of holders) holder.closeAll(REALTIME_CLOSE_CODES.MAINTENANCE, endtime);
        const wait = await maintenance.startsIn();
        if (wait !== null) {
          // Timers hold at most 2^31-1 ms (24.8 days); a later start is looked at again then.
          startTimer = setTimeout(() => void maintenanceChanged(), Math.min(wait + 10, 2 ** 31 - 1));
          startTimer.unref();
        }
      } catch (error) {
        app.log.warn({ err: error }, 'could not read the maintenance flag after a change');
      }
    };
    void maintenanceChanged();
    const offEvent = bus.onEvent((userId, event) => {
      for (const holder of holders) holder.toUser(userId, event);
    });
    const offTopic = bus.onTopic((topic, message) => {
      for (const holder of holders) holder.toTopic(topic, message);
    });
    const offNotice = bus.onNotice((notice) => {
      if (notice.type === 'session.revoked') for (const holder of holders) holder.sessionEnded(notice.userId, notice.sessionId);
      else if (maintenance.changedBy(notice)) void maintenanceChanged();
    });
    // The bus is back after a gap (Redis restarted): what was published to topics meanwhile was lost,
    // so every followed topic is sent its snapshot as it is now, then changes flow as before.
    const offGap = bus.onNoticeGap(() => {
      if (bus.noticesLive()) for (const holder of holders) holder.resync();
    });
    app.addHook('onClose', async () => {
      clearTimeout(startTimer);
      offEvent();
      offTopic();
      offNotice();
      offGap();
      hub.closeAll(REALTIME_CLOSE_CODES.SERVER_RESTART);
    });
    // Before the server stops listening: its close waits for the sockets it handed to workers.
    if (workers) app.addHook('preClose', () => workers.stop(REALTIME_CLOSE_CODES.SERVER_RESTART));

    // A page of another site must not open the socket with the player's browser: refused before the upgrade.
    const sameSiteOnly = async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!originAllowed(origin, request.hostname, deps.allowedOrigins)) {
        request.log.warn({ origin }, 'realtime socket refused to another origin');
        throw new ApiError('FORBIDDEN', 'This origin may not open the realtime socket');
      }
    };
    // With workers, the socket goes to one of them before the handshake, and the request ends here.
    const toWorker = async (request: FastifyRequest, reply: FastifyReply) => {
      if (workers?.adopt(request.raw)) reply.hijack();
    };

    app.get(REALTIME_PATH, { websocket: true, onRequest: [sameSiteOnly, toWorker] }, (socket, request) => {
      // The upgraded request's connection is the one the socket speaks over.
      serveSocket(socket, request.raw.socket, hub, services);
    });
  };
}
