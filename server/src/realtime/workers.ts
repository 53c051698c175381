import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessage } from '@app/contract';
import type { Answers, FromWorker, Question, ToWorker, WorkerOptions } from './ipc.ts';

/** What the server answers a worker with: the platform's side of the socket protocol. */
export type WorkerQuestions = { [W in Question['what']]: (question: Extract<Question, { what: W }>) => Promise<Answers[W]> };

interface Slot {
  child: ChildProcess;
  ready: boolean;
}

const WORKER_ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** How long after a worker ends unexpectedly another takes its place. */
const RESTART_DELAY_MS = 1000;
/** How long a stopping worker has to close its sockets before it is killed. */
const STOP_GRACE_MS = 3000;

/**
 * The server's realtime workers (REALTIME_WORKERS): child processes that hold the /ws sockets,
 * taken in turn as sockets arrive, so that one message to thousands of sockets is written by all
 * of them at once rather than by the server's one thread. Every message for users and topics is
 * sent to each worker once; a worker that ends is replaced (its sockets reconnect to the others,
 * and are sent the current state as every new socket is).
 */
export class RealtimeWorkers {
  readonly #slots: Slot[] = [];
  readonly #options: WorkerOptions;
  readonly #answer: WorkerQuestions;
  readonly #log: FastifyBaseLogger;
  #turn = 0;
  #stopping = false;

  constructor(count: number, options: WorkerOptions, answer: WorkerQuestions, log: FastifyBaseLogger) {
    this.#options = options;
    this.#answer = answer;
    this.#log = log;
    for (let index = 0; index < count; index += 1) this.#slots.push(this.#start(index));
  }

  /** Resolves once every worker has started (or failed to). */
  async started(): Promise<void> {
    await Promise.all(
      this.#slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            if (slot.ready) return resolve();
            const settle = () => {
              slot.child.off('message', settle);
              slot.child.off('exit', settle);
              resolve();
            };
            slot.child.on('message', settle);
            slot.child.on('exit', settle);
          }),
      ),
    );
  }

  /**
   * Hands the socket of an upgrade request to the next worker that is up, which answers the
   * handshake; false (the socket stays here) when none is.
   */
  adopt(request: IncomingMessage): boolean {
    for (let tried = 0; tried < this.#slots.length; tried += 1) {
      const slot = this.#slots[this.#turn++ % this.#slots.length]!;
      if (!slot.ready || !slot.child.connected) continue;
      const message: ToWorker = { t: 'socket', url: request.url ?? '/', headers: request.headers };
      const { socket } = request;
      // Handed over as a socket of no server: Node would otherwise have the server's close ask the
      // worker about it, and that close never ends once every worker it asked has been replaced.
      (socket as unknown as { server: unknown }).server = null;
      // Nothing more is read here: both processes hold the socket until the worker has it, and what
      // the client sends once the worker has answered the handshake is the worker's to read.
      (socket as unknown as { _handle?: { readStop?: () => number } })._handle?.readStop?.();
      slot.child.send(message, socket, (error) => {
        if (error) this.#log.warn({ err: error }, 'could not hand a realtime socket to a worker');
        // Sent (or not): what is left here is the socket without its handle, and ending it ends
        // the server's count of it. Not before: a handle waits its turn while another is sent.
        socket.destroy();
      });
      return true;
    }
    return false;
  }

  toUser(userId: string, message: ServerMessage) {
    this.#broadcast({ t: 'user', userId, message });
  }

  toTopic(topic: string, message: ServerMessage) {
    this.#broadcast({ t: 'topic', topic, message });
  }

  /** Every worker sends the topics its sockets follow their snapshots again (after a gap in the bus). */
  resync() {
    this.#broadcast({ t: 'resync' });
  }

  sessionEnded(userId: string, sessionId: string) {
    this.#broadcast({ t: 'session', userId, sessionId });
  }

  closeAll(code: number, reason?: string) {
    this.#broadcast({ t: 'closeAll', code, ...(reason === undefined ? {} : { reason }) });
  }

  /** Tells every worker the server is restarting: they close their sockets and end. */
  async stop(code: number): Promise<void> {
    this.#stopping = true;
    this.closeAll(code);
    await Promise.all(
      this.#slots.map(({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        return new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          if (child.connected) child.disconnect();
          else child.kill();
        });
      }),
    );
  }

  #broadcast(message: ToWorker) {
    for (const slot of this.#slots) {
      if (slot.ready && slot.child.connected) slot.child.send(message);
    }
  }

  #start(index: number): Slot {
    const child = fork(WORKER_ENTRY, [JSON.stringify(this.#options)], {
      // The server's own flags (a test runner's, a profiler's) are not the worker's.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, ready: false };
    child.on('message', (message: FromWorker) => {
      if (message.t === 'ready') slot.ready = true;
      else if (message.t === 'log') this.#log[message.level](message.details, message.message);
      else if (message.t === 'ask') void this.#reply(child, message);
    });
    child.on('error', (error) => this.#log.error({ err: error }, 'realtime worker failed'));
    child.on('exit', (code, signal) => {
      slot.ready = false;
      if (this.#stopping) return;
      this.#log.error({ code, signal }, 'realtime worker ended; starting another');
      setTimeout(() => {
        if (!this.#stopping) this.#slots[index] = this.#start(index);
      }, RESTART_DELAY_MS).unref();
    });
    return slot;
  }

  async #reply(child: ChildProcess, question: Extract<FromWorker, { t: 'ask' }>) {
    let answer: ToWorker;
    try {
      const value = await (this.#answer[question.what] as (question: Question) => Promise<unknown>)(question);
      answer = { t: 'answer', id: question.id, value };
    } catch (error) {
      answer = { t: 'answer', id: question.id, error: error instanceof Error ? error.message : String(error) };
    }
    if (child.connected) child.send(answer);
  }
}
