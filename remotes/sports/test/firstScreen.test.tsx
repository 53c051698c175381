// The sportsbook's first screen: its title and tabs paint before its lists are asked for, and the
// first date format a page makes (which loads the browser's date data, several times 10 ms on a
// phone) is made while the matches are on their way, so the pass that draws them does not pay for
// it. A file of its own: the formats are made once per module.
import { screen, waitFor } from '@testing-library/react';
import { apiPath } from '@app/api/testing';
import { FIRST_SCREEN_CALLS } from '@app/contract/first-screen';
import { bodiesTo, bookRoutes, bookWithListHeld, renderSports, resetAll, setupTexts, startApi, text } from './harness.tsx';

beforeAll(setupTexts);
afterEach(() => {
  resetAll();
  jest.restoreAllMocks();
});

it('makes the start times’ date formats before the matches arrive, and none as it draws them', async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  const timeFormats = () => made.mock.calls.filter(([, options]) => options?.hour === '2-digit').length;
  const { routes, release } = bookWithListHeld();
  startApi(routes);
  renderSports('/sports');

  await waitFor(() => expect(timeFormats()).toBe(1));
  expect(document.querySelector('.sports-event')).toBeNull();
  release();
  // An upcoming match shows its start time.
  expect(await screen.findByText('Liverpool')).toBeInTheDocument();
  expect(timeFormats()).toBe(1);
});

it('asks for its lists once its first screen has painted, not while drawing it', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const api = startApi(bookRoutes());
  renderSports('/sports');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo(apiPath('/sports/events/list'))).toHaveLength(0);
  expect(api.callsTo(apiPath('/sports/list'))).toHaveLength(0);

  // The frame is drawn: the lists are asked for, and arrive.
  for (const frame of frames.splice(0)) frame(performance.now());
  expect(await screen.findByRole('region', { name: text('events.live') })).toBeInTheDocument();
  expect(api.callsTo(apiPath('/sports/events/list'))).toHaveLength(1);
});

it("asks for the same first calls the host's early loader starts beside the main script, so it takes their answers over", async () => {
  const api = startApi(bookRoutes());
  renderSports('/sports');
  expect(await screen.findByRole('region', { name: text('events.live') })).toBeInTheDocument();
  const early = FIRST_SCREEN_CALLS['/sports'] ?? [];
  expect(early.length).toBeGreaterThan(0);
  await waitFor(() => {
    for (const call of early) expect(bodiesTo(api, call.path)).toContainEqual(call.body);
  });
});
