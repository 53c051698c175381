// A third party's line to the server, with faults switched on it: the demo game studio's seamless
// wallet calls (GAME_WALLET_URL) and the demo payment provider's callbacks (PAYMENT_CALLBACK_URL)
// go through one of these on the loopback, so that the soak can make the answers slow, fail, never
// come, or get lost after the server acted on them, exactly as a real network would.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - pass: forwarded as it is;
 * - slow: held delayMs before it is forwarded;
 * - fail: answered 503 without reaching the server;
 * - down: the connection is dropped without reaching the server (nobody answers);
 * - lose: forwarded, the server acts on it, and its answer is lost (the connection is dropped), as
 *   when the caller's timeout expires just before the answer arrives.
 */
export type LineMode = 'pass' | 'slow' | 'fail' | 'down' | 'lose';

export interface FaultLine {
  /** This line's address, to give the third party in place of the server's. */
  url: string;
  /** Where calls go (the server's address; changed when the server moves). */
  target: string;
  mode: LineMode;
  /** In pass mode, the share of calls (0 to 1) whose answer is lost anyway: the background loss of a real network. */
  lossRate: number;
  delayMs: number;
  counts: Record<string, number>;
  close(): Promise<void>;
}

export async function faultLine(): Promise<FaultLine> {
  const line: FaultLine = {
    url: '',
    target: '',
    mode: 'pass',
    lossRate: 0,
    delayMs: 3000,
    counts: {},
    close: async () => undefined,
  };
  const count = (name: string) => (line.counts[name] = (line.counts[name] ?? 0) + 1);
  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    answer: (status: number, headers: IncomingMessage['headers'], payload: Buffer) => void,
    fail: () => void,
  ) => {
    const target = new URL(incoming.url ?? '/', line.target);
    const outgoing = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host }, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answer(response.statusCode ?? 502, response.headers, Buffer.concat(chunks)));
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.end(body);
  };
  const server: Server = createServer((incoming: IncomingMessage, reply: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const mode = line.mode === 'pass' && Math.random() < line.lossRate ? 'lose' : line.mode;
      count(mode);
      if (mode === 'fail') {
        reply.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      if (mode === 'down') {
        reply.socket?.destroy();
        return;
      }
      const send = () =>
        forward(
          incoming,
          body,
          (status, headers, payload) => {
            if (mode === 'lose') {
              reply.socket?.destroy();
              return;
            }
            const { 'transfer-encoding': _chunked, connection: _connection, ...kept } = headers;
            reply.writeHead(status, kept).end(payload);
          },
          () => {
            count('unreachable');
            reply.socket?.destroy();
          },
        );
      if (mode === 'slow') setTimeout(send, line.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  line.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  line.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return line;
}
