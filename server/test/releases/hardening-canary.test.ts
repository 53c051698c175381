import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { AuditEntry, HealthFigure, RemotesConfig } from '@app/contract';
import { startServer, type TestServer } from '../helpers.ts';
import { deployedBuilds, writeRelease } from '../support/releases.ts';

/**
 * The host's anonymous health reports decide a canary's fate only as many visitors' word: a report
 * counts as one visitor's page loads at most, an address sends only so many, and a rollback needs
 * failures from many distinct visitors.
 */
describe('canary health reports from anonymous visitors', () => {
  let dir: string;
  let server: TestServer;
  let run = 0;

  const remotes = async () => (await fetch(`${server.url}/remotes.json`)).json() as Promise<RemotesConfig>;
  const audit = async () => (await server.operator<{ entries: AuditEntry[] }>('/operator/releases/audit', { area: 'casino' })).body.entries;
  const figure = async (version: string) =>
    (await server.operator<{ figures: HealthFigure[] }>('/operator/releases/health', { area: 'casino' })).body.figures.find(
      (entry) => entry.version === version,
    );
  /** A report from a visitor at `address` (the proxy's X-Forwarded-For). */
  const beacon = (address: string, counts: { loads?: number; loadFailures?: number; renderErrors?: number }) =>
    fetch(`${server.url}/health/areas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ reports: [{ area: 'casino', version: '1.1.0-b', loads: 0, loadFailures: 0, renderErrors: 0, ...counts }] }),
    });
  const canaryRuns = async () => {
    const casino = (await remotes()).casino;
    return typeof casino === 'object' && casino.canary?.percent === 50;
  };

  before(async () => {
    const builds = deployedBuilds('canary-test');
    dir = builds.dir;
    writeRelease(builds.releasesDir, 'casino', '1.0.0-a');
    writeRelease(builds.releasesDir, 'casino', '1.1.0-b');
    server = await startServer({
      env: { ...builds.env, CANARY_MIN_LOADS: '20', CANARY_MAX_FAILURE_RATE: '0.2', TRUST_PROXY: 'true' },
    });
  });
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    run += 1;
    await server.operator('/operator/releases/set', { area: 'casino', version: '1.0.0-a' });
    await server.operator('/operator/releases/canary', { area: 'casino', version: '1.1.0-b', percent: 50 });
  });

  it('one report of 10,000 failures does not roll a healthy canary back', async () => {
    for (let visitor = 1; visitor <= 30; visitor += 1) await beacon(`198.51.${run}.${visitor}`, { loads: 1 });
    const answer = await beacon('203.0.113.66', { loads: 0, loadFailures: 10_000, renderErrors: 10_000 });
    assert.ok(answer.status < 500);
    assert.equal(await canaryRuns(), true);
    const counted = await figure('1.1.0-b');
    assert.ok(counted && counted.loadFailures + counted.renderErrors <= 10, `one report counts as one visitor: ${JSON.stringify(counted)}`);
  });

  it('one address sending report after report neither rolls it back nor keeps a bad one alive', async () => {
    const answers = [];
    for (let report = 0; report < 40; report += 1) answers.push((await beacon('203.0.113.77', { loadFailures: 1 })).status);
    assert.equal(await canaryRuns(), true, 'one address is one visitor');
    assert.ok(answers.includes(429), 'an address sends only so many reports');

    // Many visitors failing roll it back, however many successes one address claims.
    for (let report = 0; report < 40; report += 1) await beacon('203.0.113.78', { loads: 5 });
    for (let visitor = 1; visitor <= 12; visitor += 1) await beacon(`192.0.${run}.${visitor}`, { loadFailures: 1 });
    for (let visitor = 13; visitor <= 20; visitor += 1) await beacon(`192.0.${run}.${visitor}`, { loads: 1 });
    assert.equal(await canaryRuns(), false, 'failures from many distinct visitors roll the canary back');
    const [last] = await audit();
    assert.equal(last?.action, 'auto-rollback');
    assert.equal(last?.detail.canary, '1.1.0-b');
    // What the decision rested on: how many distinct visitors reported, and how many of them failed.
    const detail = last?.detail as { visitors: number; failingVisitors: number; minFailingVisitors: number; visitorFailureRate: number };
    assert.ok(detail.failingVisitors >= detail.minFailingVisitors && detail.minFailingVisitors > 1, JSON.stringify(detail));
    assert.ok(detail.visitors >= detail.failingVisitors && detail.visitorFailureRate > 0.2, JSON.stringify(detail));
  });
});
