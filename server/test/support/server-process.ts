import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's entry, as an operator starts it. */
export const SERVER_MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** What the server prints once it listens. */
const RUNNING = /The app is running at http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  child: ChildProcess;
  /** What it has printed so far, its standard output and error together. */
  output(): string;
  /** Its address once it says it is running; refused when it exits first, or says nothing of it in time. */
  listening: Promise<string>;
  /**
   * Ends it with the signal (SIGTERM unless told otherwise) and waits until it has exited (at once
   * when it has); then removes the data folder it was given, if it was given none.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The server in a process of its own (src/main.ts unless another entry is given) on a free port of
 * 127.0.0.1, serving no static files, with the environment given over this process's own, and a
 * throwaway data folder unless the environment names one (DATA_DIR).
 */
export function spawnServer(
  env: Record<string, string>,
  options: { main?: string; execArgv?: string[]; timeoutMs?: number } = {},
): ServerProcess {
  const throwaway = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'server-process-'));
  const child = spawn(process.execPath, [...(options.execArgv ?? []), options.main ?? SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'false', ...(throwaway ? { DATA_DIR: throwaway } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs / 1000} s: ${output.slice(-1000)}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = RUNNING.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before it listened: ${output.slice(-1000)}`));
    });
  });
  // A process stopped before anyone waits for it to listen is no failure of its own.
  listening.catch(() => undefined);
  return {
    child,
    output: () => output,
    listening,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (throwaway) rmSync(throwaway, { recursive: true, force: true });
    },
  };
}
