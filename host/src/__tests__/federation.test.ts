import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as routerSurface from 'react-router-dom';
import { LAZY_SINGLETONS, REACT_ROUTER_PRODUCTION, SINGLETONS, sharedConfig } from '@app/build/federation';

type SharedEntry = { singleton?: boolean; eager?: boolean; import?: string; version?: string };

describe('the shared singletons', () => {
  const host = sharedConfig({ eager: true }) as unknown as Record<string, SharedEntry>;
  const remote = sharedConfig() as unknown as Record<string, SharedEntry>;

  it('are provided by the host, in its first script unless the first screen never needs them, and taken from it by the areas', () => {
    for (const name of SINGLETONS) {
      expect(host[name]).toMatchObject({ singleton: true, eager: !LAZY_SINGLETONS.has(name) });
      expect(remote[name]).toMatchObject({ singleton: true, eager: false });
    }
    expect([...LAZY_SINGLETONS]).toEqual(expect.arrayContaining(['@app/ui/forms', 'react-hook-form', 'zod']));
    for (const name of ['react', 'react-dom', '@app/ui', '@app/api', '@app/state', '@app/i18n']) expect(host[name]?.eager).toBe(true);
  });

  it('share react-router-dom as the product router surface, and react-router never on its own', () => {
    expect(host['react-router-dom']).toMatchObject({ singleton: true, eager: true, import: '@app/router' });
    expect(host['react-router-dom']?.version).toMatch(/^7\.\d+\.\d+$/);
    expect(Object.keys(host)).not.toContain('react-router');
  });
});

/** Every name the product's code imports from 'react-router-dom'. */
function routerImports(): Set<string> {
  const root = join(__dirname, '..', '..', '..');
  const folders = ['host/src', 'shared/ui/src', ...readdirSync(join(root, 'remotes')).map((area) => `remotes/${area}/src`)];
  const names = new Set<string>();
  const visit = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry)) {
        const source = readFileSync(full, 'utf8');
        for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          for (const part of (match[1] ?? '').split(',')) {
            const name = part.trim();
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
          }
        }
      }
    }
  };
  for (const folder of folders) visit(join(root, folder));
  return names;
}

describe('the router surface (@app/router)', () => {
  it('provides every routing name the apps use, as working values', () => {
    const used = routerImports();
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(typeof (routerSurface as Record<string, unknown>)[name]).toMatch(/function|object/);
  });
});

describe("react-router's build in production", () => {
  it('is its production build: the one without development warnings', () => {
    expect(REACT_ROUTER_PRODUCTION).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const chunks = readdirSync(join(REACT_ROUTER_PRODUCTION, '..')).filter((file) => file.endsWith('.mjs'));
    const flags = chunks.flatMap((file) => [
      ...readFileSync(join(REACT_ROUTER_PRODUCTION, '..', file), 'utf8').matchAll(/ENABLE_DEV_WARNINGS = (\w+)/g),
    ]);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag[1]).toBe('false');
  });
});
