import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, repoRoot } from '../lib/run.ts';

export interface BenchServer {
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data; safe to call twice. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 90_000;

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

/**
 * Starts the platform server as players get it from `npm start` (embedded database, host and
 * remotes served from their dist folders) on a free port, with its data in a throwaway folder.
 */
export async function startServer(): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const child = spawn(process.execPath, [join(repoRoot, 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => {
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
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${errorOutput}`);
      const answered = await fetch(`${url}/site/config.json`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${errorOutput}`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
