import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { AuditEntry, HealthFigure, RemotesConfig, Rollout } from '@app/contract';
import { runCommand } from '../../src/cli.ts';
import { startServer, type TestServer } from '../helpers.ts';
import { deployedBuilds, writeRelease } from '../support/releases.ts';

describe('releases and rollouts', () => {
  let dir: string;
  let server: TestServer;
  let second: TestServer | undefined;

  const remotes = async (on: TestServer = server) => (await fetch(`${on.url}/remotes.json`)).json() as Promise<RemotesConfig>;
  const rollout = async (path: string, body: unknown) => {
    const answer = await server.operator<{ rollout: Rollout; reason?: string }>(path, body);
    return answer;
  };
  const audit = async () => (await server.operator<{ entries: AuditEntry[] }>('/operator/releases/audit', { area: 'casino' })).body.entries;
  /** A visitor's health report; `from` is the visitor's address, as the proxy in front forwards it. */
  const beacon = (reports: unknown, from?: string) =>
    fetch(`${server.url}/health/areas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
      body: JSON.stringify({ reports }),
    });

  before(async () => {
    const builds = deployedBuilds('releases-test');
    dir = builds.dir;
    const shared = { react: '^19.3.1' };
    writeRelease(builds.releasesDir, 'casino', '1.0.0-a', { createdAt: '2026-11-01T10:00:00.000Z', shared });
    writeRelease(builds.releasesDir, 'casino', '1.1.0-b', { createdAt: '2026-11-02T10:00:00.000Z', shared });
    const env = {
      ...builds.env,
      CANARY_MIN_LOADS: '10',
      CANARY_MAX_FAILURE_RATE: '0.2',
      CANARY_MIN_FAILING_VISITORS: '3',
      TRUST_PROXY: 'true',
    };
    server = await startServer({ env });
    // A second instance on the same Postgres database sees every change at once.
    if (process.env.DATABASE_URL) second = await startServer({ env, shareWith: server });
  });
  after(async () => {
    await second?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.platform.database.db.deleteFrom('area_rollouts').execute();
  });

  it('serves the original config while no release is set: each area its own build', async () => {
    const config = await remotes();
    assert.equal(config.casino, '/remotes/casino/mf-manifest.json');
    assert.equal(config.wallet, '/remotes/wallet/mf-manifest.json');
    const manifest = await fetch(`${server.url}/remotes/casino/mf-manifest.json`);
    assert.deepEqual(await manifest.json(), { id: 'casino', dist: true });
  });

  it('serves each release under /remotes/{area}/{version}/, cached for good', async () => {
    const response = await fetch(`${server.url}/remotes/casino/1.1.0-b/mf-manifest.json`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { id: 'casino', name: 'casino', version: '1.1.0-b' });
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${server.url}/remotes/casino/9.9.9/mf-manifest.json`)).status, 404);
  });

  it('lists the releases of an area, newest first, with what is live', async () => {
    const answer = await server.operator<{ areas: Array<{ rollout: Rollout; releases: Array<{ version: string }> }> }>(
      '/operator/releases/list',
      { area: 'casino' },
    );
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.areas[0]?.releases.map((release) => release.version),
      ['1.1.0-b', '1.0.0-a'],
    );
    assert.equal(answer.body.areas[0]?.rollout.stable, null);
  });

  it('sets, canaries, promotes and aborts one area, recording who did what; no other area changes', async () => {
    assert.equal((await rollout('/operator/releases/set', { area: 'casino', version: '1.0.0-a', actor: 'alice' })).status, 200);
    let config = await remotes();
    assert.deepEqual(config.casino, { stable: '/remotes/casino/1.0.0-a/mf-manifest.json', stableVersion: '1.0.0-a' });
    assert.equal(config.wallet, '/remotes/wallet/mf-manifest.json');

    const canary = await rollout('/operator/releases/canary', { area: 'casino', version: '1.1.0-b', percent: 30, actor: 'bob' });
    assert.equal(canary.body.rollout.canaryPercent, 30);
    config = await remotes(second ?? server);
    assert.deepEqual(config.casino, {
      stable: '/remotes/casino/1.0.0-a/mf-manifest.json',
      stableVersion: '1.0.0-a',
      canary: { entry: '/remotes/casino/1.1.0-b/mf-manifest.json', percent: 30 },
      canaryVersion: '1.1.0-b',
    });

    await rollout('/operator/releases/promote', { area: 'casino', actor: 'carol' });
    assert.deepEqual((await remotes()).casino, { stable: '/remotes/casino/1.1.0-b/mf-manifest.json', stableVersion: '1.1.0-b' });

    await rollout('/operator/releases/canary', { area: 'casino', version: '1.0.0-a', percent: 50 });
    await rollout('/operator/releases/abort', { area: 'casino', actor: 'dave' });
    assert.deepEqual((await remotes()).casino, { stable: '/remotes/casino/1.1.0-b/mf-manifest.json', stableVersion: '1.1.0-b' });

    const entries = (await audit()).slice(0, 5);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actor]),
      [
        ['abort', 'dave'],
        ['canary', 'operator'],
        ['promote', 'carol'],
        ['canary', 'bob'],
        ['set', 'alice'],
      ],
    );
    assert.deepEqual(entries[4]?.detail, { from: null, to: '1.0.0-a', endedCanary: null });
    assert.ok(entries.every((entry) => !Number.isNaN(Date.parse(entry.at))));
  });

  it('refuses an unknown release and a promote or abort without a canary, changing nothing', async () => {
    const before = (await audit()).length;
    const unknown = await rollout('/operator/releases/set', { area: 'casino', version: '7.7.7' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.reason, 'RELEASE_NOT_FOUND');
    const promote = await rollout('/operator/releases/promote', { area: 'casino' });
    assert.equal(promote.status, 409);
    assert.equal(promote.body.reason, 'CANARY_NOT_RUNNING');
    assert.equal((await rollout('/operator/releases/canary', { area: 'casino', version: '1.1.0-b', percent: 100 })).status, 400);
    assert.equal((await audit()).length, before);
    assert.equal((await remotes()).casino, '/remotes/casino/mf-manifest.json');
  });

  it('counts page loads, failures and render errors per build from the host’s reports', async () => {
    await server.platform.database.db.deleteFrom('area_health').execute();
    assert.equal((await beacon([{ area: 'wallet', version: 'default', loads: 3, loadFailures: 1, renderErrors: 0 }])).status, 204);
    await beacon([{ area: 'wallet', version: 'default', loads: 2, loadFailures: 0, renderErrors: 1 }]);
    assert.equal((await beacon([{ area: 'nowhere', version: 'x', loads: 1, loadFailures: 0, renderErrors: 0 }])).status, 400);
    assert.equal((await beacon([{ area: 'wallet', version: 'x', loads: -1, loadFailures: 0, renderErrors: 0 }])).status, 400);
    const figures = (await server.operator<{ figures: HealthFigure[] }>('/operator/releases/health', { area: 'wallet' })).body.figures;
    assert.deepEqual(figures, [{ area: 'wallet', version: 'default', loads: 5, loadFailures: 1, renderErrors: 1, failureRate: 2 / 6 }]);
  });

  it('rolls a canary back by itself once enough of its visitors saw it fail over enough loads, and says so in the audit log', async () => {
    await rollout('/operator/releases/set', { area: 'casino', version: '1.0.0-a' });
    await rollout('/operator/releases/canary', { area: 'casino', version: '1.1.0-b', percent: 50 });
    // Failing stable loads never roll the canary back; a canary under its minimum of loads is left running.
    await beacon([{ area: 'casino', version: '1.0.0-a', loads: 0, loadFailures: 40, renderErrors: 0 }]);
    for (const visitor of [1, 2, 3]) {
      await beacon([{ area: 'casino', version: '1.1.0-b', loads: 1, loadFailures: 0, renderErrors: 1 }], `198.51.100.${visitor}`);
    }
    const running = (await remotes()).casino;
    assert.equal(typeof running === 'object' && running.canary?.percent, 50);
    // 7 more visitors whose page loaded: 3 of 10 visitors (30 %) saw it fail, over 10 loads.
    for (const visitor of [4, 5, 6, 7, 8, 9]) {
      await beacon([{ area: 'casino', version: '1.1.0-b', loads: 1, loadFailures: 0, renderErrors: 0 }], `198.51.100.${visitor}`);
    }
    const nineLoads = (await remotes()).casino;
    assert.equal(typeof nineLoads === 'object' && nineLoads.canary?.percent, 50, 'still under its minimum of loads');
    await beacon([{ area: 'casino', version: '1.1.0-b', loads: 1, loadFailures: 0, renderErrors: 0 }], '198.51.100.10');
    assert.deepEqual((await remotes()).casino, { stable: '/remotes/casino/1.0.0-a/mf-manifest.json', stableVersion: '1.0.0-a' });
    const [last] = await audit();
    assert.equal(last?.action, 'auto-rollback');
    assert.equal(last?.actor, 'health-check');
    assert.equal(last?.detail.canary, '1.1.0-b');
    assert.equal(last?.detail.loads, 10);
    assert.equal(last?.detail.renderErrors, 3);
    assert.equal(last?.detail.visitors, 10);
    assert.equal(last?.detail.failingVisitors, 3);
  });

  it('drives the same calls from the CLI, recording the operator given with --as', async () => {
    const calls: Array<[string, unknown]> = [];
    const call = (async (path: string, body: unknown) => {
      calls.push([path, body]);
      return {};
    }) as Parameters<typeof runCommand>[1];
    await runCommand(['releases', 'canary', 'casino', '1.1.0-b', '--percent', '25', '--as', 'erin'], call);
    await runCommand(['releases', 'promote', 'casino', '--as', 'erin'], call);
    await runCommand(['releases', 'list'], call);
    assert.deepEqual(calls, [
      ['/operator/releases/canary', { area: 'casino', version: '1.1.0-b', percent: 25, actor: 'erin' }],
      ['/operator/releases/promote', { area: 'casino', actor: 'erin' }],
      ['/operator/releases/list', {}],
    ]);
    await assert.rejects(runCommand(['releases', 'set', 'nowhere', '1'], call), /not an area/);
  });
});
