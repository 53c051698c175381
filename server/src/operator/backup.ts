import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, PGLITE_MEMORY } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { flag, option, UsageError, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import { processAlive, readOperatorFile } from './token-file.ts';

/**
 * The backup of the embedded database, taken by the process that holds it (PGlite is one process's:
 * a second one may not open its folder while a server runs). A running server takes it when the
 * CLI asks through the operator API; with no server running, the CLI opens the database and takes
 * it itself. PostgreSQL is backed up with its own tools (pg_dump), not here.
 */
export function backupOperatorHandlers(database: Pick<DatabaseHandle, 'engine' | 'dumpDataDir'>): OperatorHandlers<'/operator/backup'> {
  return {
    '/operator/backup': async () => {
      if (database.engine !== 'pglite' || !database.dumpDataDir) {
        throw new ApiError('REQUEST_FAILED', 'This server runs on PostgreSQL: back it up with pg_dump (see docs/operations.md)');
      }
      const takenAt = new Date().toISOString();
      const archive = await database.dumpDataDir();
      return { engine: 'pglite', takenAt, bytes: archive.byteLength, archive: Buffer.from(archive).toString('base64') };
    },
  };
}

/** The pid of a running server whose data folder holds `dataDir` (its operator.json there, its process alive). */
function runningServer(dataDir: string): number | undefined {
  const file = readOperatorFile(dataDir);
  return file && processAlive(file.pid) ? file.pid : undefined;
}

/**
 * Writes a backup into a PGlite data folder: a new or empty one, or, with `force`, one that is in
 * use by no running server (its old content is moved aside, never deleted). Never the folder of a
 * running server, even with `force`.
 */
export async function restoreBackup(file: string, target: string, options: { force: boolean; dataDir: string; pgliteDir: string }) {
  const archive = readFileSync(file);
  // The configured server's folder, and a server whose DATA_DIR holds the target (its default PGlite folder).
  const holders: Array<[string, string]> = [
    [options.dataDir, options.pgliteDir],
    [dirname(target), target],
  ];
  for (const [dataDir, pgliteDir] of holders) {
    const pid = runningServer(dataDir);
    if (pid !== undefined && resolve(target) === resolve(pgliteDir)) {
      throw new Error(`A server (pid ${pid}) runs on ${target}: stop it first, or restore into another folder (--to <dir>)`);
    }
  }
  let movedAside: string | undefined;
  if (existsSync(target) && readdirSync(target).length > 0) {
    if (!options.force) throw new Error(`${target} is not empty: restore into a new folder (--to <dir>), or give --force to move it aside`);
    movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, movedAside);
  }
  const pglite = new PGlite({ dataDir: target, loadDataDir: new Blob([archive]) });
  try {
    await pglite.waitReady;
    const { rows } = await pglite.query<{ migrations: number }>('select count(*)::int as migrations from kysely_migration');
    return { restored: target, bytes: archive.byteLength, migrations: rows[0]?.migrations ?? 0, ...(movedAside ? { movedAside } : {}) };
  } finally {
    await pglite.close();
  }
}

export const backupCommands: readonly OperatorCommand[] = [
  {
    name: 'backup',
    args: '<file> [--force]',
    help: [
      'the embedded database, one consistent moment, taken by',
      'the running server (or here when none runs); --force',
      'overwrites <file>. On PostgreSQL: pg_dump',
    ],
    async run(args, call) {
      const force = flag(args, '--force');
      const [file] = words(args, 1, 'backup needs the file to write');
      if (existsSync(file) && !force) throw new Error(`${file} exists: give --force to overwrite it`);
      const backup = await call('/operator/backup', {});
      writeFileSync(file, Buffer.from(backup.archive, 'base64'), { mode: 0o600 });
      return { file, bytes: backup.bytes, takenAt: backup.takenAt };
    },
  },
  {
    name: 'restore',
    args: '<file> [--to <dir>] [--force]',
    help: [
      'writes a backup into a new or empty PGlite folder',
      '(PGLITE_DIR unless --to); --force moves a used one',
      "aside first. Never a running server's folder",
    ],
    local: true,
    async run(args) {
      const to = option(args, '--to');
      const force = flag(args, '--force');
      const [file] = words(args, 1, 'restore needs the backup file');
      const config = loadConfig();
      if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md)');
      if (!to && config.pgliteDir === PGLITE_MEMORY) throw new UsageError('restore needs a folder (--to <dir>)');
      const target = resolve(to ?? config.pgliteDir);
      return restoreBackup(file, target, { force, dataDir: config.dataDir, pgliteDir: config.pgliteDir });
    },
  },
];
