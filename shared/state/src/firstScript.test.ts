// The shared state and the API client are in the page's first script, where zod is not provided
// (it comes with the first page that needs it): what they take from the contract at run time must
// be its import-free modules, never the schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const shared = join(__dirname, '..', '..');
const contract = join(shared, 'contract');
const exportsOf = JSON.parse(readFileSync(join(contract, 'package.json'), 'utf8')).exports as Record<string, string>;

/** The run-time (not `import type`) module specifiers of a file. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms)].map((match) => match[1]!);
}

/** Whether a contract module, or anything it imports at run time, imports zod. */
function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return runtimeImports(file).some((specifier) =>
    specifier === 'zod' ? true : specifier.startsWith('.') ? reachesZod(resolve(dirname(file), specifier), seen) : false,
  );
}

it.each(['state', 'api'])('@app/%s takes from the contract at run time only modules that load no zod', (name) => {
  const folder = join(shared, name, 'src');
  const files = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !/\.test\.|testing/.test(file));
  const taken = files.flatMap((file) => runtimeImports(join(folder, file)).filter((specifier) => specifier.startsWith('@app/contract')));
  for (const specifier of taken) {
    const subpath = `.${specifier.slice('@app/contract'.length)}`;
    const target = exportsOf[subpath === '.' ? '.' : subpath];
    expect([specifier, target && reachesZod(join(contract, target))]).toEqual([specifier, false]);
  }
});

// The first date format a page makes loads the browser's date data (tens of milliseconds on a
// phone, in the page's first task): the state, which the first script evaluates, makes none.
it('@app/state makes no date format as it is loaded, nor when its time zone is read', async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  await jest.isolateModulesAsync(async () => {
    const state = await import('./index.ts');
    expect(state.store.get(state.timeZoneAtom)).toBeUndefined();
  });
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
