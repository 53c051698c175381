import { HEALTH_FLUSH_MS, flushHealth, recordBoundaryError, recordLoad } from './health.ts';

describe("the host's health reports", () => {
  const beacons: Array<{ url: string; data: Blob }> = [];
  const read = () => Promise.all(beacons.map(async ({ url, data }) => ({ url, body: JSON.parse(await data.text()) as unknown })));
  beforeEach(() => {
    jest.useFakeTimers();
    flushHealth();
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        beacons.push({ url, data });
        return true;
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  const flushed = async () => {
    await jest.runOnlyPendingTimersAsync();
    return read();
  };

  it('sends the counts per area and build in one batch after the flush interval', async () => {
    recordLoad('casino', '1.1.0');
    recordLoad('casino', '1.1.0');
    recordLoad('casino', null, new Error('entry 404'));
    recordBoundaryError('casino', '1.1.0', new Error('render failed'));
    jest.advanceTimersByTime(HEALTH_FLUSH_MS - 1);
    expect(beacons).toHaveLength(0);
    const [report] = await flushed();
    expect(report?.url).toBe('/health/areas');
    expect(report?.body).toEqual({
      reports: [
        { area: 'casino', version: '1.1.0', loads: 2, loadFailures: 0, renderErrors: 1 },
        { area: 'casino', version: 'default', loads: 0, loadFailures: 1, renderErrors: 0 },
      ],
    });
  });

  it('counts a failed load once, even when the area boundary then catches the same error', async () => {
    const error = new Error('remoteEntry.js failed');
    recordLoad('wallet', '2.0.0', error);
    recordBoundaryError('wallet', '2.0.0', error);
    const [report] = await flushed();
    expect(report?.body).toEqual({ reports: [{ area: 'wallet', version: '2.0.0', loads: 0, loadFailures: 1, renderErrors: 0 }] });
  });

  it('sends what it has when the page is hidden, and nothing when there is nothing to say', async () => {
    recordLoad('vip', null);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await read()).toEqual([
      { url: '/health/areas', body: { reports: [{ area: 'vip', version: 'default', loads: 1, loadFailures: 0, renderErrors: 0 }] } },
    ]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
  });
});
