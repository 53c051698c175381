import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';

/**
 * Brings a simulator's own tables to its latest migration when it starts: one file per step in its
 * migrations folder (`NNNN_<what>.ts`, in name order; never edit one that has shipped: add the
 * next), recorded in a table of its own (`<name>_migration`, locked by `<name>_migration_lock`)
 * apart from the platform's record, as a third party deployed apart keeps its own database.
 */
export async function migrateOwnTables<Tables>(db: Kysely<Tables>, options: { name: string; folder: URL; schema: string }): Promise<void> {
  const provider = new FileMigrationProvider({
    fs,
    path,
    migrationFolder: fileURLToPath(options.folder),
    import: (file) => import(pathToFileURL(file).href),
  });
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: options.schema,
    migrationTableName: `${options.name}_migration`,
    migrationLockTableName: `${options.name}_migration_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`The ${options.name} migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
