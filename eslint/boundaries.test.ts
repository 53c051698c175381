// The front end's import rules, fed to ESLint: each forbidden import is refused and the layered
// ones pass. The files live in a throwaway tree laid out like the repository, linted with the
// repository's own configuration.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const repoRoot = join(import.meta.dirname, '..');
const configFile = join(repoRoot, 'eslint.config.js');
let tree: string;
let eslint: ESLint;

const files: Record<string, string> = {
  'remotes/wallet/src/area.ts': 'export const area = "wallet";\n',
  'remotes/wallet/src/shared/money.ts': 'export const money = 1;\n',
  'remotes/wallet/src/features/deposit/api/initiate.ts': 'export const initiate = 1;\n',
  'remotes/wallet/src/features/withdraw/model/rules.ts': 'export const rules = 1;\n',
  'remotes/wallet/src/pages/Deposit.tsx': 'export const Deposit = 1;\n',
  'remotes/casino/src/area.ts': 'export const area = "casino";\n',
  'host/src/App.tsx': 'export const App = 1;\n',
};

before(() => {
  tree = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  // The element patterns are read against the working folder, as when ESLint runs at the root.
  process.chdir(tree);
  eslint = new ESLint({ cwd: tree, overrideConfigFile: configFile });
});
after(() => {
  process.chdir(repoRoot);
  rmSync(tree, { recursive: true, force: true });
});

/** The rules that refused `code` written at `path` (empty when it passes). */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(tree, path) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

describe('an area imports', () => {
  test('its own area module, shared code and shared packages from a nested feature folder', async () => {
    const code = [
      "import { area } from '../../../area.ts';",
      "import { money } from '../../../shared/money.ts';",
      'export const all = [area, money];',
    ].join('\n');
    assert.deepEqual(await refusals('remotes/wallet/src/features/deposit/api/quote.ts', code), []);
  });

  test("its area module from the area's own shared folder (which is not a shared package)", async () => {
    const code = "import { area } from '../../area.ts';\nexport const Note = area;\n";
    assert.deepEqual(await refusals('remotes/wallet/src/shared/components/Note.tsx', code), []);
  });

  test('features into pages', async () => {
    const code = "import { initiate } from '../features/deposit/api/initiate.ts';\nexport const DepositFiat = initiate;\n";
    assert.deepEqual(await refusals('remotes/wallet/src/pages/DepositFiat.tsx', code), []);
  });

  test('never another area, by path or by package name', async () => {
    const byPath = "import { area } from '../../../casino/src/area.ts';\nexport const x = area;\n";
    assert.ok((await refusals('remotes/wallet/src/shared/x.ts', byPath)).includes('boundaries/dependencies'));
    const byName = "import { exposes } from '@app/casino/exposes';\nexport const x = exposes;\n";
    assert.ok((await refusals('remotes/wallet/src/shared/x.ts', byName)).includes('no-restricted-imports'));
  });

  test('never the host', async () => {
    const code = "import { App } from '../../../host/src/App.tsx';\nexport const x = App;\n";
    assert.ok((await refusals('remotes/wallet/src/area2.ts', code)).includes('boundaries/dependencies'));
  });

  test('never one feature from another', async () => {
    const code = "import { rules } from '../../withdraw/model/rules.ts';\nexport const x = rules;\n";
    assert.ok((await refusals('remotes/wallet/src/features/deposit/api/quote.ts', code)).includes('boundaries/dependencies'));
  });

  test('never a page or a feature from below it', async () => {
    const page = "import { Deposit } from '../pages/Deposit.tsx';\nexport const x = Deposit;\n";
    assert.ok((await refusals('remotes/wallet/src/shared/x.ts', page)).includes('boundaries/dependencies'));
    const feature = "import { initiate } from '../features/deposit/api/initiate.ts';\nexport const x = initiate;\n";
    assert.ok((await refusals('remotes/wallet/src/shared/x.ts', feature)).includes('boundaries/dependencies'));
  });
});

describe('a shared package', () => {
  test('never imports an area', async () => {
    const code = "import { area } from '../../../remotes/wallet/src/area.ts';\nexport const x = area;\n";
    assert.ok((await refusals('shared/ui/src/x.ts', code)).includes('boundaries/dependencies'));
  });
});

describe('the host', () => {
  test('never imports an area', async () => {
    const code = "import { exposes } from '@app/wallet/exposes';\nexport const x = exposes;\n";
    assert.ok((await refusals('host/src/routes2.ts', code)).includes('no-restricted-imports'));
  });
});

describe('the API document (@app/contract/openapi)', () => {
  test('stays out of the browser builds: neither the host, an area nor a shared package imports it', async () => {
    const code = "import { openApiDocument } from '@app/contract/openapi';\nexport const x = openApiDocument;\n";
    for (const path of ['host/src/x.ts', 'remotes/wallet/src/shared/x.ts', 'shared/api/src/x.ts']) {
      assert.ok((await refusals(path, code)).includes('no-restricted-imports'), path);
    }
  });
});

describe('the shared packages, in layers (contract and router < i18n < state and ui < api)', () => {
  const layerFiles: Record<string, string> = {
    'shared/contract/src/index.ts': 'export const contract = 1;\n',
    'shared/router/src/index.ts': 'export const router = 1;\n',
    'shared/state/src/index.ts': 'export const state = 1;\n',
    'shared/i18n/src/index.ts': 'export const i18n = 1;\n',
    'shared/api/src/index.ts': 'export const api = 1;\n',
    'shared/ui/src/index.ts': 'export const ui = 1;\n',
    'shared/build/src/federation.ts': 'export const build = 1;\n',
  };
  before(() => {
    for (const [path, text] of Object.entries(layerFiles)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
  });
  const importOf = (name: string) => `import { ${name} } from '../../${name}/src/index.ts';\nexport const x = ${name};\n`;

  const byName = (name: string) => `import * as imported from '@app/${name}';\nexport const x = imported;\n`;
  /** Pairs of shared packages where the first may not import the second. */
  const forbidden = [
    ['contract', 'state'],
    ['contract', 'router'],
    ['i18n', 'state'],
    ['i18n', 'api'],
    ['state', 'ui'],
    ['state', 'api'],
    ['ui', 'state'],
    ['ui', 'api'],
  ] as const;

  test('a package imports the layers below its own, and itself', async () => {
    assert.deepEqual(await refusals('shared/state/src/x.ts', importOf('contract')), []);
    assert.deepEqual(await refusals('shared/i18n/src/x.ts', importOf('contract')), []);
    assert.deepEqual(await refusals('shared/ui/src/x.ts', importOf('i18n')), []);
    assert.deepEqual(await refusals('shared/ui/src/x.ts', importOf('router')), []);
    assert.deepEqual(await refusals('shared/ui/src/x.ts', importOf('ui')), []);
    assert.deepEqual(await refusals('shared/api/src/x.ts', importOf('ui')), []);
    assert.deepEqual(await refusals('shared/api/src/x.ts', importOf('state')), []);
  });

  test('never a package of its own layer or above it', async () => {
    for (const [from, to] of forbidden) {
      assert.ok((await refusals(`shared/${from}/src/x.ts`, importOf(to))).includes('boundaries/dependencies'), `${from} -> ${to}`);
    }
  });

  test('by package name too: the kit imports neither the store nor the client', async () => {
    assert.deepEqual(await refusals('shared/ui/src/x.ts', byName('i18n')), []);
    assert.deepEqual(await refusals('shared/ui/src/x.ts', byName('contract/money')), []);
    assert.deepEqual(await refusals('shared/api/src/x.ts', byName('ui')), []);
    assert.deepEqual(await refusals('shared/api/src/x.ts', byName('state')), []);
    for (const [from, to] of [...forbidden, ['ui', 'api/testing'], ['ui', 'state/keys']]) {
      assert.ok((await refusals(`shared/${from}/src/x.ts`, byName(to))).includes('no-restricted-imports'), `${from} -> @app/${to}`);
    }
  });

  test('never the build tooling', async () => {
    const code = "import { build } from '../../build/src/federation.ts';\nexport const x = build;\n";
    assert.ok((await refusals('shared/ui/src/x.ts', code)).includes('boundaries/dependencies'));
    assert.ok((await refusals('shared/api/src/x.ts', byName('build/federation'))).includes('no-restricted-imports'));
  });
});

describe('an import cycle', () => {
  before(() => {
    const cycle: Record<string, string> = {
      'remotes/vip/src/shared/tiers.ts': "import { perks } from './perks.ts';\nexport const tiers = () => perks;\n",
      'remotes/vip/src/shared/perks.ts': "import { tiers } from './tiers.ts';\nexport const perks = () => tiers;\n",
      'remotes/vip/src/shared/levels.ts': 'export const levels = 1;\n',
    };
    for (const [path, text] of Object.entries(cycle)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
  });

  test('is refused, however long', async () => {
    const code = "import { tiers } from './tiers.ts';\nexport const rewards = tiers;\n";
    assert.deepEqual(await refusals('remotes/vip/src/shared/rewards.ts', code), []);
    const back = "import { perks } from './perks.ts';\nexport const tiers = () => perks;\n";
    assert.ok((await refusals('remotes/vip/src/shared/tiers.ts', back)).includes('import-x/no-cycle'));
  });

  test('an import that leads back to nothing passes', async () => {
    const code = "import { levels } from './levels.ts';\nexport const tiers = () => levels;\n";
    assert.deepEqual(await refusals('remotes/vip/src/shared/tiers.ts', code), []);
  });
});
