import { buildApp } from './app.ts';
import { DEMO_PLAYER } from './auth/index.ts';
import { assertSafeSecrets, loadConfig } from './config.ts';
import { removeOperatorFile, writeOperatorFile } from './operator/index.ts';

const SHUTDOWN_GRACE_MS = 10_000;

assertSafeSecrets();
const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    removeOperatorFile(config.dataDir, process.pid);
    // Requests in flight get a grace period to finish; a close that hangs past it does not keep
    // the process alive.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
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
