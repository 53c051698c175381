import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { HEALTH_HISTORY_HOURS, type HealthFigure, type HealthSeries } from '@app/contract';
import { startServer, type TestServer } from '../helpers.ts';
import { deployedBuilds, writeRelease } from '../support/releases.ts';

type History = { from: string; to: string; series: HealthSeries[] };

const MINUTE = 60_000;
const minuteOf = (at: number) => new Date(Math.floor(at / MINUTE) * MINUTE);

/** Each build's health minute by minute, for the back office's chart: recent minutes only, dropped after a few hours. */
describe('the health of each build over time', () => {
  let dir: string;
  let server: TestServer;

  const history = async (body: Record<string, unknown> = { area: 'casino' }) =>
    server.operator<History>('/operator/releases/health/history', body);
  const beacon = (reports: unknown, from: string) =>
    fetch(`${server.url}/health/areas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ reports }),
    });
  const minutes = () => server.platform.database.db.selectFrom('area_health_minutes').selectAll().orderBy('minute').execute();

  before(async () => {
    const builds = deployedBuilds('health-history-test');
    dir = builds.dir;
    writeRelease(builds.releasesDir, 'casino', '1.0.0-a');
    writeRelease(builds.releasesDir, 'casino', '1.1.0-b');
    server = await startServer({ env: { ...builds.env, TRUST_PROXY: 'true', CANARY_MIN_LOADS: '1000' } });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each report on a release in its minute beside the totals, drops the minutes past the history and answers only the window asked', async () => {
    const db = server.platform.database.db;
    const now = Date.now();
    const earlier = minuteOf(now - 90 * MINUTE);
    const tooOld = minuteOf(now - (HEALTH_HISTORY_HOURS * 60 + 5) * MINUTE);
    await db
      .insertInto('area_health_minutes')
      .values([
        { area: 'casino', version: '1.0.0-a', minute: earlier, loads: 8, load_failures: 1, render_errors: 1 },
        { area: 'casino', version: '1.0.0-a', minute: tooOld, loads: 3, load_failures: 0, render_errors: 0 },
        { area: 'wallet', version: 'default', minute: earlier, loads: 2, load_failures: 0, render_errors: 0 },
      ])
      .execute();

    // Two visitors' reports in this minute add up in one point; the first report drops the minutes past the history.
    const before = minuteOf(Date.now()).getTime();
    assert.equal(
      (await beacon([{ area: 'casino', version: '1.1.0-b', loads: 2, loadFailures: 1, renderErrors: 0 }], '198.51.100.1')).status,
      204,
    );
    assert.equal(
      (await beacon([{ area: 'casino', version: '1.1.0-b', loads: 1, loadFailures: 0, renderErrors: 1 }], '198.51.100.2')).status,
      204,
    );
    // A version no release has is counted in its totals, not kept minute by minute.
    await beacon([{ area: 'casino', version: '9.9.9-unknown', loads: 1, loadFailures: 0, renderErrors: 0 }], '198.51.100.3');
    const afterReports = minuteOf(Date.now()).getTime();
    const totals = (await server.operator<{ figures: HealthFigure[] }>('/operator/releases/health', { area: 'casino' })).body.figures;
    assert.deepEqual(
      totals.map((figure) => [figure.version, figure.loads]),
      [
        ['1.1.0-b', 3],
        ['9.9.9-unknown', 1],
      ],
    );
    assert.ok(
      (await minutes()).every((row) => new Date(row.minute).getTime() !== tooOld.getTime()),
      'the minutes past the history are dropped',
    );

    const answer = await history();
    assert.equal(answer.status, 200);
    const { from, to, series } = answer.body;
    assert.equal(Date.parse(from), minuteOf(Date.parse(to)).getTime() - (HEALTH_HISTORY_HOURS * 60 - 1) * MINUTE);
    assert.deepEqual(
      series.map((entry) => [entry.area, entry.version]),
      [
        ['casino', '1.0.0-a'],
        ['casino', '1.1.0-b'],
      ],
      'one area asked, its builds in order',
    );
    assert.deepEqual(series[0]?.points, [{ at: earlier.toISOString(), loads: 8, loadFailures: 1, renderErrors: 1, failureRate: 2 / 9 }]);
    // The two reports were sent within a minute or across its turn: either way nothing is lost.
    const canary = series[1]?.points ?? [];
    assert.ok(canary.every((point) => Date.parse(point.at) >= before && Date.parse(point.at) <= afterReports));
    assert.deepEqual(
      canary.reduce((sum, point) => [sum[0]! + point.loads, sum[1]! + point.loadFailures, sum[2]! + point.renderErrors], [0, 0, 0]),
      [3, 1, 1],
    );
    if (canary.length === 1) assert.equal(canary[0]?.failureRate, 2 / 4);

    // Every area unless one is asked; the last hour leaves the minute of an hour and a half ago out.
    const all = (await history({})).body.series;
    assert.ok(all.some((entry) => entry.area === 'wallet' && entry.points[0]?.loads === 2));
    const lastHour = (await history({ area: 'casino', hours: 1 })).body;
    assert.equal(Date.parse(lastHour.from), minuteOf(Date.parse(lastHour.to)).getTime() - 59 * MINUTE);
    assert.deepEqual(
      lastHour.series.map((entry) => entry.version),
      ['1.1.0-b'],
    );
  });

  it('refuses a window longer than the history kept', async () => {
    assert.equal((await history({ area: 'casino', hours: HEALTH_HISTORY_HOURS + 1 })).status, 400);
    assert.equal((await history({ area: 'nowhere' })).status, 400);
  });
});
