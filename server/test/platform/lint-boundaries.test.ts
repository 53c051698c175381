import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: fileURLToPath(new URL('../../../eslint.config.js', import.meta.url)) });

/** The rules that refuse the source as if it were the file at path (under server/src; `../simulators/…` for a simulator). */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: fileURLToPath(new URL(`../../src/${path}`, import.meta.url)) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the server's import rules", () => {
  it('refuse an import of a domain from the infrastructure', async () => {
    const source = "import { createAuth } from '../auth/index.ts';\nexport const auth = createAuth;\n";
    assert.deepEqual(await refusals('http/probe.ts', source), ['boundaries/dependencies']);
    assert.deepEqual(await refusals('db/probe.ts', source), ['boundaries/dependencies']);
    assert.deepEqual(await refusals('platform/probe.ts', source), ['boundaries/dependencies']);
  });

  it("refuse an import of another domain's inside, past its index.ts", async () => {
    const source = "import { authRepository } from '../auth/repository.ts';\nexport const repository = authRepository;\n";
    assert.deepEqual(await refusals('users/probe.ts', source), ['boundaries/dependencies']);
  });

  it('refuse an import that closes a cycle', async () => {
    // users imports settings (password expiry); settings importing users back closes the loop.
    const source = "import { createUsers } from '../users/index.ts';\nexport const users = createUsers;\n";
    assert.deepEqual(await refusals('settings/service.ts', source), ['import-x/no-cycle']);
  });

  it("accept another domain's index.ts, the domain's own files and the infrastructure", async () => {
    const source = [
      "import { createAuth } from '../auth/index.ts';",
      "import { ApiError } from '../http/errors.ts';",
      "import { usersRepository } from './repository.ts';",
      'export const used = [createAuth, ApiError, usersRepository];',
      '',
    ].join('\n');
    assert.deepEqual(await refusals('users/probe.ts', source), []);
  });

  it('refuse an import of the platform from a simulator: its domains, its infrastructure or its composition root', async () => {
    const domain = "import { createLedger } from '../../src/ledger/index.ts';\nexport const ledger = createLedger;\n";
    assert.deepEqual(await refusals('../simulators/demopay/probe.ts', domain), ['boundaries/dependencies']);
    const infrastructure = "import type { Db } from '../../src/db/database.ts';\nexport type Database = Db;\n";
    assert.deepEqual(await refusals('../simulators/demogames/probe.ts', infrastructure), ['boundaries/dependencies']);
    const root = "import { loadConfig } from '../../src/config.ts';\nexport const config = loadConfig;\n";
    assert.deepEqual(await refusals('../simulators/odds-feed/probe.ts', root), ['boundaries/dependencies']);
  });

  it('refuse an import of a simulator from the platform, from another simulator or from their shared code', async () => {
    const fromDomain = "import { createDemoPay } from '../../simulators/demopay/index.ts';\nexport const demoPay = createDemoPay;\n";
    assert.deepEqual(await refusals('payments/probe.ts', fromDomain), ['boundaries/dependencies']);
    const fromInfrastructure =
      "import { createSportsFeed } from '../../simulators/odds-feed/index.ts';\nexport const feed = createSportsFeed;\n";
    assert.deepEqual(await refusals('platform/probe.ts', fromInfrastructure), ['boundaries/dependencies']);
    const fromSimulator = "import { createDemoPay } from '../demopay/index.ts';\nexport const demoPay = createDemoPay;\n";
    assert.deepEqual(await refusals('../simulators/demogames/probe.ts', fromSimulator), ['boundaries/dependencies']);
    assert.deepEqual(await refusals('../simulators/shared/probe.ts', fromSimulator), ['boundaries/dependencies']);
  });

  it("keep a simulator's tests to that simulator, the shared code and the server's test harness, and the tests out of any code", async () => {
    const harness = "import { startServer } from '../../../test/helpers.ts';\n";
    const own = "import { Outbox } from '../../shared/outbox.ts';\nimport { errorTexts } from '../page.ts';\n";
    assert.deepEqual(
      await refusals('../simulators/demogames/test/probe.ts', `${harness}${own}export const used = [startServer, Outbox, errorTexts];\n`),
      [],
    );
    const platform = "import { createLedger } from '../../../src/ledger/index.ts';\nexport const ledger = createLedger;\n";
    assert.deepEqual(await refusals('../simulators/demogames/test/probe.ts', platform), ['boundaries/dependencies']);
    const otherSimulator = "import { createDemoPay } from '../../demopay/index.ts';\nexport const demoPay = createDemoPay;\n";
    assert.deepEqual(await refusals('../simulators/demogames/test/probe.ts', otherSimulator), ['boundaries/dependencies']);
    assert.deepEqual(await refusals('../simulators/shared/test/probe.ts', otherSimulator), ['boundaries/dependencies']);
    const fromCode = "import { startServer } from '../../test/helpers.ts';\nexport const start = startServer;\n";
    assert.deepEqual(await refusals('../simulators/demopay/probe.ts', fromCode), ['boundaries/dependencies']);
    const simulatorTest = "import '../../simulators/demogames/test/demogames-maths.test.ts';\nexport const none = 0;\n";
    assert.deepEqual(await refusals('games/probe.ts', simulatorTest), ['boundaries/dependencies']);
  });

  it('accept the published interfaces, the shared code and its own files in a simulator, and the simulators in the composition root', async () => {
    const simulator = [
      "import { signWalletCall } from '@app/contract/providers';",
      "import { Outbox } from '../shared/outbox.ts';",
      "import { WalletClient } from './wallet-client.ts';",
      'export const used = [signWalletCall, Outbox, WalletClient];',
      '',
    ].join('\n');
    assert.deepEqual(await refusals('../simulators/demogames/probe.ts', simulator), []);
    const root = "import { createDemoGames } from '../simulators/demogames/index.ts';\nexport const demoGames = createDemoGames;\n";
    assert.deepEqual(await refusals('probe.ts', root), []);
  });
});
