import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const fairnessSection = readme.slice(
  readme.indexOf('## Provably fair originals'),
  readme.indexOf('\n## ', readme.indexOf('## Provably fair originals') + 1),
);

const serverSeed = 'readme-example-server-seed';
const clientSeed = 'readme-example-client-seed';
const nonce = 3;
const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
const float = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
const hundredths = (raw: number) => (Math.min(100_000_000, Math.max(100, raw)) / 100).toFixed(2);
/** The two limbo rules as the README states them, at a 1% edge. */
const limboByVersion = { 1: hundredths(Math.floor(99 / (1 - float))), 2: hundredths(Math.floor((1e8 / (float * 1e8)) * 0.99 * 100)) };

/** Each `node scripts/verify-bet.mjs ...` line the README shows, its placeholders filled in. */
const documentedCommands = [...fairnessSection.matchAll(/^node scripts\/verify-bet\.mjs (.+?)(?:\s+#.*)?$/gm)].map((match) =>
  match[1]!
    .trim()
    .split(/\s+/)
    .map((word) => ({ '<serverSeed>': serverSeed, '<clientSeed>': clientSeed, '<nonce>': String(nonce) })[word] ?? word),
);
const runScript = (args: string[]) =>
  execFileSync(process.execPath, [`${root}scripts/verify-bet.mjs`, ...args], { encoding: 'utf8', stdio: 'pipe' });

describe('the README’s verify script', () => {
  it('documents both limbo rule versions, and each command it shows runs and gives what the README says', () => {
    assert.match(fairnessSection, /floor\(\(100 − edge\) \/ float\) \/ 100/, 'version 2: (100 - edge) / float');
    assert.match(
      fairnessSection,
      /Version 1[^\n]*floor\(\(100 − edge\) \/ \(1 − float\)\) \/ 100/,
      'version 1: (100 - edge) / (1 - float)',
    );
    assert.notEqual(limboByVersion[1], limboByVersion[2], 'the example bet tells the two rules apart');
    const limbo = documentedCommands.filter((args) => args[3] === 'limbo');
    assert.deepEqual(
      limbo.map((args) => args.find((arg) => arg.startsWith('version=')) ?? 'current'),
      ['current', 'version=1'],
    );
    for (const args of documentedCommands) {
      const printed = runScript(args);
      assert.match(printed, new RegExp(`^server seed hash ${createHash('sha256').update(serverSeed).digest('hex')}\n`));
      if (args[3] !== 'limbo') continue;
      const version = args.includes('version=1') ? 1 : 2;
      assert.equal(printed.split('\n')[1], `result ${limboByVersion[version]}`, args.join(' '));
    }
  });

  it('refuses a rule version it does not know rather than guess', () => {
    assert.throws(() => runScript([serverSeed, clientSeed, String(nonce), 'limbo', 'version=7']));
  });
});
