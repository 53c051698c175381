// A match's start time is shown in the page's time zone: the device's in the browser, the visitor's
// in a page drawn in the server, and not at all in a page drawn for a visitor whose zone the server
// does not know yet (never the server's own zone).
import { screen, within } from '@testing-library/react';
import { store, timeZoneAtom } from '@app/state';
import { bookRoutes, fakeEvent, LIVE_MATCH, renderSports, resetAll, setupTexts, startApi } from './harness.tsx';

beforeAll(setupTexts);
const deviceZone = store.get(timeZoneAtom);
afterEach(() => {
  resetAll();
  store.set(timeZoneAtom, deviceZone);
});

// 23:30 in London is 06:30 the next day in Ho Chi Minh City.
const LATE_MATCH = fakeEvent({ id: 'evt-9', home: 'Fulham', away: 'Brentford', startsAt: '2026-11-24T23:30:00.000Z' });

async function startTimeOf(team: string): Promise<string> {
  const row = (await screen.findByText(team)).closest('.sports-event') as HTMLElement;
  return within(row).queryByText(/\d\d:\d\d/)?.textContent ?? '';
}

it.each([
  ['Europe/London', /^Tue, Nov 24 11:30\sPM$/],
  ['Asia/Ho_Chi_Minh', /^Wed, Nov 25 06:30\sAM$/],
])('shows a start time in the zone %s', async (zone, shown) => {
  store.set(timeZoneAtom, zone);
  startApi(bookRoutes([LIVE_MATCH, LATE_MATCH]));
  renderSports('/sports');
  expect(await startTimeOf('Fulham')).toMatch(shown);
});

it('leaves the start time out while the zone is not known', async () => {
  store.set(timeZoneAtom, null);
  startApi(bookRoutes([LIVE_MATCH, LATE_MATCH]));
  renderSports('/sports');
  expect(await screen.findByText('Fulham')).toBeInTheDocument();
  expect(await startTimeOf('Fulham')).toBe('');
});
