// The player-scoped cache rule, fed to ESLint: a query key written out as an array in the host or
// an area is refused (where a player's answer could be cached without the player's scope); a key
// built by the key helpers, or one extending such a key, passes.
import { join } from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const repoRoot = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.js') });

async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const declared = [
  'declare const client: { setQueryData(key: unknown, data: unknown): void; invalidateQueries(filters: unknown): void };',
  'declare function useQuery(options: unknown): unknown;',
  'declare function walletKey(...parts: unknown[]): readonly unknown[];',
  'declare const userId: string;',
  'export const who = userId;',
].join('\n');

describe('a query key in an area or the host', () => {
  const raw: Record<string, string> = {
    "a query's key": "export const q = useQuery({ queryKey: ['/wallet/balances/list', userId] });",
    "a player's path under the area's name, with no player": "export const q = useQuery({ queryKey: ['wallet', '/payment/address/get'] });",
    'an invalidation': "client.invalidateQueries({ queryKey: ['/user/get'] });",
    'data put in the cache': "client.setQueryData(['/user/get', userId], null);",
  };
  for (const [what, code] of Object.entries(raw)) {
    test(`written out as an array is refused: ${what}`, async () => {
      for (const path of ['remotes/wallet/src/features/deposit/api/x.ts', 'remotes/casino/src/shared/api/x.ts', 'host/src/startup/x.ts']) {
        assert.ok((await refusals(path, `${declared}\n${code}\n`)).includes('no-restricted-syntax'), `${what} at ${path}`);
      }
    });
  }

  test("built by the area's helper, or extending a key it built, passes", async () => {
    const code = [
      declared,
      "export const a = useQuery({ queryKey: walletKey('/payment/address/get', { currency: 'BRL' }) });",
      "export const b = useQuery({ queryKey: [...walletKey('/payment/transaction/page'), 'history'] });",
      "client.invalidateQueries({ queryKey: walletKey('/wallet/balance/details') });",
      "client.setQueryData(walletKey('/payment/bankcard/list'), []);",
    ].join('\n');
    assert.deepEqual(await refusals('remotes/wallet/src/features/deposit/api/x.ts', code), []);
  });
});
