// The file-name rule, fed to ESLint: in the front end a component is PascalCase and every other file
// camelCase (a test either, after what it tests); the server, the contract, the build presets, the
// scripts and the end-to-end tests are kebab-case. Names that break the convention are refused.
import { join } from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const repoRoot = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.js') });

/** The file-name messages for `code` written at `path` (empty when its name passes). */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'product/file-names').map((message) => message.message);
}

const component = 'export function DepositForm() {\n  return <form />;\n}\n';
const helper = 'export function formatOdds(value: number): string {\n  return value.toFixed(2);\n}\n';
const constants = "export const SETTINGS = { margin: 5 };\nexport const label = 'x';\n";

describe('in the front end', () => {
  test('a component is named in PascalCase', async () => {
    assert.deepEqual(await refusals('remotes/wallet/src/features/deposit/DepositForm.tsx', component), []);
    assert.deepEqual(await refusals('shared/ui/src/components/DepositForm.tsx', component), []);
    const [message] = await refusals('remotes/wallet/src/features/deposit/depositForm.tsx', component);
    assert.match(message ?? '', /exports a component: name the file in PascalCase, like DepositForm\.tsx/);
    assert.equal((await refusals('host/src/layout/deposit-form.tsx', component)).length, 1);
  });

  test('every other file is named in camelCase', async () => {
    assert.deepEqual(await refusals('remotes/sports/src/shared/formatOdds.ts', helper), []);
    assert.deepEqual(await refusals('host/src/startup/odds.ts', helper), []);
    assert.deepEqual(await refusals('remotes/sports/test/harness.tsx', constants), []);
    const [message] = await refusals('remotes/sports/src/shared/format-odds.ts', helper);
    assert.match(message ?? '', /'format-odds\.ts' is not named in camelCase: rename the file, like formatOdds\.ts/);
    assert.equal((await refusals('shared/api/src/FormatOdds.ts', helper)).length, 1);
    assert.equal((await refusals('host/src/startup/format_odds.ts', helper)).length, 1);
  });

  test('a test is named after what it tests, in either case', async () => {
    assert.deepEqual(await refusals('host/src/realtime/RealtimeBridge.test.tsx', helper), []);
    assert.deepEqual(await refusals('host/src/realtime/sessionEnd.test.ts', helper), []);
    assert.equal((await refusals('remotes/sports/test/first-screen.test.tsx', helper)).length, 1);
  });
});

describe('in the server, the contract, the build presets, the scripts and the end-to-end tests', () => {
  test('a file is named in kebab-case', async () => {
    for (const path of [
      'server/src/games/art-routes.ts',
      'server/test/games-catalogue.test.ts',
      'shared/contract/src/account-settings.ts',
      'shared/build/src/jest-preset.cjs',
      'scripts/src/compose-check.ts',
      'e2e/tests/service-worker.spec.ts',
    ]) {
      assert.deepEqual(await refusals(path, helper), [], path);
    }
    const [message] = await refusals('server/src/games/artRoutes.ts', helper);
    assert.match(message ?? '', /'artRoutes\.ts' is not named in kebab-case: rename the file, like art-routes\.ts/);
    assert.equal((await refusals('shared/contract/src/AccountSettings.ts', helper)).length, 1);
    assert.equal((await refusals('e2e/tests/serviceWorker.spec.ts', helper)).length, 1);
  });

  test('but for the numbered database migrations', async () => {
    assert.deepEqual(await refusals('server/src/db/migrations/0004_currencies_rates.ts', helper), []);
  });
});
