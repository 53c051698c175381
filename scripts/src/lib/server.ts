import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, repoRoot } from './run.ts';

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No free port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** Its own data folder (embedded database, operator token), removed when it stops. */
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Settings over the defaults below (a free port on 127.0.0.1, embedded database, no Redis). */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shows the server's output; 'capture' keeps its last lines for the error if it fails. */
  output?: 'inherit' | 'capture';
  timeoutMs?: number;
}

const STOP_GRACE_MS = 5_000;

/**
 * Starts the real server, the process `npm start` runs (host and areas served from their build
 * folders), on a free port with a throwaway data folder, and waits until it answers.
 */
export async function startServer({ env = {}, output = 'capture', timeoutMs = 90_000 }: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'app-server-'));
  const child = spawn(process.execPath, [join(repoRoot, 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env }),
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  // Last resort: the server never outlives this process, however it ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // A server that has not closed within the grace period is killed: nothing hangs on it.
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${errorOutput}`);
      const answered = await fetch(`${url}/site/config.json`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${errorOutput}`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, stop };
}
