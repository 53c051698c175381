import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE_CODES } from '@app/contract';
import { RealtimeHub } from '../../src/realtime/hub.ts';
import { serveSocket, type SignIn, type SocketServices } from '../../src/realtime/protocol.ts';

// The code a socket is closed with tells the client what to do: a code for a session that is over
// signs the player out, any other close is retried. A failure of the platform to check the token
// (the database down, a worker cut off from the server) says nothing about the session.

class FakeSocket extends EventEmitter {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 1;
  closed: { code: number; reason: string } | null = null;
  sent: string[] = [];
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
}

async function closeCodeFor(signIn: () => Promise<SignIn>): Promise<number | undefined> {
  const socket = new FakeSocket();
  const services: SocketServices = {
    authTimeoutMs: 60_000,
    operatorRecheckMs: 60_000,
    signIn,
    operatorSignIn: () => Promise.resolve({ ok: false, reason: 'OPERATOR_UNAUTHORIZED' }),
    maintenanceUntil: () => Promise.resolve(null),
    snapshot: () => Promise.resolve(null),
    warn: () => undefined,
  };
  const connection = serveSocket(socket as unknown as WebSocket, new PassThrough(), new RealtimeHub(), services);
  socket.emit('message', Buffer.from(JSON.stringify({ m: 'user.auth', p: { token: 'a.b.c' } })), false);
  for (let turn = 0; turn < 20 && !socket.closed; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  clearTimeout(connection.timer);
  return socket.closed?.code;
}

describe('the close code of a socket whose user.auth fails', () => {
  it('is SESSION_REVOKED for a revoked session and AUTH_FAILED for a token that is not valid', async () => {
    assert.equal(await closeCodeFor(() => Promise.resolve({ ok: false, reason: 'SESSION_REVOKED' })), REALTIME_CLOSE_CODES.SESSION_REVOKED);
    assert.equal(await closeCodeFor(() => Promise.resolve({ ok: false, reason: 'TOKEN_INVALID' })), REALTIME_CLOSE_CODES.AUTH_FAILED);
  });

  it('is INTERNAL_ERROR, which the client retries, when the platform could not check the token', async () => {
    const code = await closeCodeFor(() => Promise.reject(new Error('the server is gone')));
    assert.equal(code, REALTIME_CLOSE_CODES.INTERNAL_ERROR);
    assert.notEqual(code, REALTIME_CLOSE_CODES.AUTH_FAILED);
  });
});
