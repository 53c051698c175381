import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCommand, type OperatorCall } from '../../src/cli.ts';
import { need, UsageError, words } from '../../src/platform/operator-commands.ts';

/** An operator call that only records what it was asked. */
function recorder() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const call = ((path: string, body: unknown) => {
    calls.push({ path, body });
    return Promise.resolve({});
  }) as OperatorCall;
  return { calls, call };
}

describe("the operator commands' required arguments", () => {
  it('gives the leading words when all are there, and a usage error saying what is needed otherwise', () => {
    assert.deepEqual(words(['a', 'b', 'c'], 2, 'x needs <a> <b>'), ['a', 'b']);
    assert.throws(
      () => words(['a'], 2, 'x needs <a> <b>'),
      (error) => error instanceof UsageError && error.message === 'x needs <a> <b>',
    );
    assert.throws(() => words(['', 'b'], 2, 'x needs <a> <b>'), UsageError);
    assert.equal(need('v', 'x needs --v'), 'v');
    assert.equal(need(0, 'x needs --n'), 0);
    assert.throws(() => need(undefined, 'x needs --v'), /x needs --v/);
    assert.throws(() => need('', 'x needs --v'), UsageError);
  });

  it('reads the words once the options are taken out, whatever their order on the line', async () => {
    const { calls, call } = recorder();
    await runCommand(['kyc', 'reject', '--reason', 'blurred', 'doc-1'], call);
    await runCommand(['releases', 'canary', 'casino', '1.2.3', '--percent', '10', '--as', 'ops'], call);
    await runCommand(['wallet', 'adjust', 'p@example.com', 'usd', '5.00', '--bonus'], call);
    await runCommand(['players', 'lock', '--reason', 'chargeback dispute', 'p@example.com'], call);
    await runCommand(['players', 'unlock-account', 'p@example.com'], call);
    assert.deepEqual(calls, [
      { path: '/operator/kyc/reject', body: { documentId: 'doc-1', reason: 'blurred' } },
      { path: '/operator/releases/canary', body: { area: 'casino', version: '1.2.3', percent: 10, actor: 'ops' } },
      {
        path: '/operator/wallet/adjust',
        body: { user: 'p@example.com', currency: 'USD', amount: '5.00', kind: 'operatorBonus', announce: false },
      },
      { path: '/operator/players/lock', body: { user: 'p@example.com', reason: 'chargeback dispute' } },
      { path: '/operator/players/unlock-account', body: { user: 'p@example.com' } },
    ]);
  });

  it('calls nothing when a word or a required option is missing', async () => {
    const { calls, call } = recorder();
    await assert.rejects(runCommand(['kyc', 'reject', 'doc-1'], call), /kyc reject needs <documentId> --reason/);
    await assert.rejects(runCommand(['kyc', 'reject', '--reason', 'blurred'], call), /kyc reject needs <documentId> --reason/);
    await assert.rejects(runCommand(['withdrawals', 'reject', 'tx-1'], call), /withdrawals reject needs <transactionId> --reason/);
    await assert.rejects(
      runCommand(['releases', 'canary', 'casino', '1.2.3'], call),
      /releases canary needs <area> <version> --percent <n>/,
    );
    await assert.rejects(
      runCommand(['oidc', 'set', 'google', '--name', 'Google', '--issuer', 'https://issuer.test'], call),
      /oidc set needs <id>/,
    );
    await assert.rejects(
      runCommand(['wallet', 'adjust', 'p@example.com', 'USD'], call),
      /wallet adjust needs <email\|userId> <CURRENCY> <amount>/,
    );
    await assert.rejects(runCommand(['deposit-rewards', 'set'], call), /deposit-rewards set needs <CURRENCY>/);
    await assert.rejects(runCommand(['players', 'lock', 'p@example.com'], call), /players lock needs <email\|userId> --reason/);
    assert.deepEqual(calls, []);
  });
});
