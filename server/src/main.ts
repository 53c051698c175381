import { buildApp } from './app.ts';
import { DEMO_PLAYER } from './auth/index.ts';
import { assertSafeSecrets, loadConfig } from './config.ts';
import { SHUTDOWN_CLOSE_MS, stopServer } from './http/shutdown.ts';
import { removeOperatorFile, writeOperatorFile } from './operator/index.ts';

assertSafeSecrets();
const config = loadConfig();
const app = await buildApp(config);

// A stop (a deployment's SIGTERM, Ctrl-C's SIGINT) drains this instance: see stopServer. It exits 0
// once everything finished in time, 1 when it had to cut work off; a second signal exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, stopping (requests in flight get ${config.shutdownGraceMs} ms)`);
    removeOperatorFile(config.dataDir, process.pid);
    // A stop that hangs past its bounds does not keep the process alive.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + SHUTDOWN_CLOSE_MS + 1000).unref();
    stopServer(app, { graceMs: config.shutdownGraceMs }).then(
      ({ ms, cutOff }) => {
        app.log.info({ ms, cutOff }, cutOff ? 'stopped, cutting work off' : 'stopped');
        process.exit(cutOff ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
writeOperatorFile(config.dataDir, {
  url: `http://127.0.0.1:${port}`,
  ...(config.operatorToken ? {} : { token: app.platform.operatorToken }),
  pid: process.pid,
});
const url = `http://localhost:${port}`;
const database = app.platform.database.engine === 'pglite' ? `embedded PGlite (${config.pgliteDir})` : 'PostgreSQL (DATABASE_URL)';
console.log(
  [
    '',
    `  The app is running at ${url}`,
    '',
    `  Demo player: ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}`,
    `  Database: ${database}`,
    '  Operator tools: npm run operator -- help',
    '',
  ].join('\n'),
);
