import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_TOPICS_PER_SOCKET,
  REALTIME_MESSAGE_BURST,
  REALTIME_MESSAGES_PER_SECOND,
  type ServerMessage,
} from '@app/contract';
import { MessageBudget } from './budget.ts';
import { textFrame } from './frame.ts';

export interface Connection {
  socket: WebSocket;
  /** The connection under the socket, where a topic's frame, built once for all its followers, is written. */
  stream: Duplex;
  userId: string | null;
  sessionId: string | null;
  /** The authentication window, then the token's lifetime. */
  timer: NodeJS.Timeout | undefined;
  /** A back office's socket (operator.auth): the check of its member's session, again and again. */
  operatorCheck?: NodeJS.Timeout | undefined;
  topics: Set<string>;
  /** The messages the client may still send (REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND). */
  budget: MessageBudget;
}

const CLOSE_REASON: Record<number, string> = {
  [REALTIME_CLOSE_CODES.AUTH_TIMEOUT]: 'authentication timeout',
  [REALTIME_CLOSE_CODES.MALFORMED_MESSAGE]: 'malformed message',
  [REALTIME_CLOSE_CODES.MESSAGE_TOO_LARGE]: 'message too large',
  [REALTIME_CLOSE_CODES.AUTH_FAILED]: 'authentication failed',
  [REALTIME_CLOSE_CODES.TOKEN_EXPIRED]: 'token expired',
  [REALTIME_CLOSE_CODES.SESSION_REVOKED]: 'session ended',
  [REALTIME_CLOSE_CODES.TOO_MANY_TOPICS]: 'too many topics',
  [REALTIME_CLOSE_CODES.MAINTENANCE]: 'maintenance',
  [REALTIME_CLOSE_CODES.PASSWORD_EXPIRED]: 'password expired',
  [REALTIME_CLOSE_CODES.SERVER_RESTART]: 'server restarting',
  [REALTIME_CLOSE_CODES.INTERNAL_ERROR]: 'internal error',
  [REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES]: 'too many messages',
};

function addTo<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  const set = map.get(key);
  set?.delete(connection);
  if (set && set.size === 0) map.delete(key);
}

/** This instance's open sockets, by the user they are signed in as and by the topics they follow. */
export class RealtimeHub {
  readonly #open = new Set<Connection>();
  readonly #byUser = new Map<string, Set<Connection>>();
  readonly #byTopic = new Map<string, Set<Connection>>();

  open(socket: WebSocket, stream: Duplex): Connection {
    const connection: Connection = {
      socket,
      stream,
      userId: null,
      sessionId: null,
      timer: undefined,
      topics: new Set(),
      budget: new MessageBudget(REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND),
    };
    this.#open.add(connection);
    return connection;
  }

  /** Whether the socket is still open (not closed by either side). */
  isOpen(connection: Connection): boolean {
    return this.#open.has(connection);
  }

  /** The socket is now signed in as this user's session (instead of any earlier one). */
  signIn(connection: Connection, userId: string, sessionId: string) {
    this.#signOut(connection);
    connection.userId = userId;
    connection.sessionId = sessionId;
    addTo(this.#byUser, userId, connection);
  }

  /** Follows a topic; false when the socket already follows as many as it may. */
  subscribe(connection: Connection, topic: string): boolean {
    if (connection.topics.has(topic)) return true;
    if (connection.topics.size >= REALTIME_MAX_TOPICS_PER_SOCKET) return false;
    connection.topics.add(topic);
    addTo(this.#byTopic, topic, connection);
    return true;
  }

  unsubscribe(connection: Connection, topic: string) {
    if (!connection.topics.delete(topic)) return;
    removeFrom(this.#byTopic, topic, connection);
  }

  /** The socket is gone: it leaves its user and its topics. */
  forget(connection: Connection) {
    this.#open.delete(connection);
    clearTimeout(connection.timer);
    clearInterval(connection.operatorCheck);
    this.#signOut(connection);
    for (const topic of connection.topics) removeFrom(this.#byTopic, topic, connection);
    connection.topics.clear();
  }

  /** Closes the socket with a code of REALTIME_CLOSE_CODES; the reason is the code's own unless given. */
  close(connection: Connection, code: number, reason = CLOSE_REASON[code] ?? '') {
    this.forget(connection);
    const { socket } = connection;
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  }

  send(connection: Connection, message: ServerMessage) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  }

  /** The topics at least one socket here follows. */
  topics(): string[] {
    return [...this.#byTopic.keys()];
  }

  toUser(userId: string, message: ServerMessage) {
    for (const connection of this.#byUser.get(userId) ?? []) this.send(connection, message);
  }

  toTopic(topic: string, message: ServerMessage) {
    const followers = this.#byTopic.get(topic);
    if (!followers) return;
    // Encoded and framed once for every follower (a topic may have thousands): each costs one write.
    // ws writes each of its own messages whole and in order (nothing here is compressed), so a
    // frame written between two of them is as valid as one it sent; none goes out once it closes.
    const frame = textFrame(Buffer.from(JSON.stringify(message)));
    for (const connection of followers) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.stream.write(frame);
    }
  }

  sessionEnded(userId: string, sessionId: string) {
    for (const connection of [...(this.#byUser.get(userId) ?? [])]) {
      if (connection.sessionId === sessionId) this.close(connection, REALTIME_CLOSE_CODES.SESSION_REVOKED);
    }
  }

  /** Closes every open socket of this instance, signed in, following topics or neither yet. */
  closeAll(code: number, reason?: string) {
    for (const connection of [...this.#open]) this.close(connection, code, reason);
  }

  #signOut(connection: Connection) {
    clearTimeout(connection.timer);
    if (connection.userId) removeFrom(this.#byUser, connection.userId, connection);
  }
}
