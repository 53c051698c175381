/**
 * A realtime worker: a child process of the server that holds some of its /ws sockets, so that a
 * message for thousands of sockets is written by several processes at once. The server hands it
 * each socket before the handshake, sends it what is to reach users and topics, and answers what
 * the protocol asks of the platform (a token, the maintenance flag, a topic's snapshot). The
 * protocol itself is the one the server's own sockets follow (protocol.ts).
 */
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import { RealtimeHub } from './hub.ts';
import { plainError, type Answers, type FromWorker, type Question, type ToWorker, type WorkerOptions } from './ipc.ts';
import { resendSnapshots, serveSocket, socketFailure, type SocketServices } from './protocol.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as WorkerOptions;
const hub = new RealtimeHub();
const server = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });

const tell = (message: FromWorker) => {
  if (process.connected) process.send?.(message);
};
const log = (level: 'warn' | 'error', details: Record<string, unknown>, message: string) => {
  const { err, ...rest } = details;
  tell({ t: 'log', level, details: err === undefined ? rest : { ...rest, err: plainError(err) }, message });
};

let asked = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
function ask<W extends Question['what']>(question: Extract<Question, { what: W }>): Promise<Answers[W]> {
  if (!process.connected) return Promise.reject(new Error('the server is gone'));
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    tell({ t: 'ask', id, ...question });
  });
}

const services: SocketServices = {
  authTimeoutMs: options.authTimeoutMs,
  operatorRecheckMs: options.operatorRecheckMs,
  signIn: (token) => ask({ what: 'signIn', token }),
  operatorSignIn: (token, touch) => ask({ what: 'operatorSignIn', token, touch }),
  maintenanceUntil: () => ask({ what: 'maintenance' }),
  snapshot: (topic) => ask({ what: 'snapshot', topic }),
  warn: (details, message) => log('warn', details, message),
};

process.on('message', (message: ToWorker, handle?: Socket) => {
  switch (message.t) {
    case 'socket': {
      if (!handle) return;
      // The client waits for the handshake's answer before it sends a frame, so nothing came after the request.
      server.handleUpgrade({ method: 'GET', url: message.url, headers: message.headers } as never, handle, Buffer.alloc(0), (socket) => {
        socket.on('error', (error) => {
          const { level, details, message } = socketFailure(error);
          log(level, details, message);
          socket.terminate();
        });
        serveSocket(socket, handle, hub, services);
      });
      return;
    }
    case 'user':
      return hub.toUser(message.userId, message.message);
    case 'topic':
      return hub.toTopic(message.topic, message.message);
    case 'session':
      return hub.sessionEnded(message.userId, message.sessionId);
    case 'closeAll':
      return hub.closeAll(message.code, message.reason);
    case 'resync':
      return void resendSnapshots(hub, services);
    case 'answer': {
      const question = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) question?.reject(new Error(message.error));
      else question?.resolve(message.value ?? null);
      return;
    }
  }
});

// The server has stopped (or gone): every socket is told so, and the worker ends once they are closed.
process.on('disconnect', () => {
  for (const question of waiting.values()) question.reject(new Error('the server is gone'));
  waiting.clear();
  hub.closeAll(REALTIME_CLOSE_CODES.SERVER_RESTART);
  const done = () => process.exit(0);
  if (server.clients.size === 0) return done();
  const deadline = setTimeout(done, 1000);
  const check = setInterval(() => {
    if (server.clients.size > 0) return;
    clearInterval(check);
    clearTimeout(deadline);
    done();
  }, 20);
});

tell({ t: 'ready' });
