import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from './migrate.ts';

/** PGlite's build folder (its WebAssembly modules, file bundle and, one up, its package.json). */
const PGLITE_DIST = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/**
 * How an embedded database starts. PGlite compiles its two WebAssembly modules and runs initdb for
 * each new database, about 3 s on a 2-core machine before the first migration: the modules are
 * compiled once per process here, and processes that open many new databases (the test suites,
 * one per test server) may start each from one copy of a freshly migrated database, made once.
 */
type Modules = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

let modules: Promise<Modules> | undefined;

/** PGlite's WebAssembly modules and file bundle, compiled and read once per process. */
export function pgliteModules(): Promise<Modules> {
  modules ??= (async () => {
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(readFileSync(join(PGLITE_DIST, 'pglite.wasm'))),
      WebAssembly.compile(readFileSync(join(PGLITE_DIST, 'initdb.wasm'))),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([readFileSync(join(PGLITE_DIST, 'pglite.data'))]) };
  })().catch((error: unknown) => {
    modules = undefined;
    throw error;
  });
  return modules;
}

/** Whether a data folder holds no database yet (PGlite would run initdb in it). */
export function isNewDataDir(dataDir: string | undefined): boolean {
  return dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
}

let templateFile: string | undefined;
let template: Promise<Blob> | undefined;

/**
 * From now on in this process, each new embedded database that openDatabase migrates starts as a
 * copy of a database migrated once (its data folder as PGlite dumps it), then runs the migrations
 * that copy lacks (none). The copy is kept in `folder` under a name made of PGlite's version and
 * every migration's name and text, so the processes of a test run share it and a changed
 * migration makes a new one. For processes that open many databases: the test suites.
 */
export function startNewDatabasesFromTemplate(folder = tmpdir()): void {
  const hash = createHash('sha256').update(readFileSync(join(PGLITE_DIST, '..', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(new URL(file, MIGRATIONS_DIR)));
  templateFile = join(folder, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  template = undefined;
}

/**
 * The migrated template for a new database, when startNewDatabasesFromTemplate was called: read
 * from its file, or made with `make` and written there (whole, under a temporary name first, so
 * another process never reads half of it); once per process.
 */
export function migratedTemplate(make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Blob | undefined> {
  const file = templateFile;
  if (!file) return Promise.resolve(undefined);
  template ??= (async () => {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const made = await make();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, made);
    renameSync(partial, file);
    return new Blob([made]);
  })().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}
