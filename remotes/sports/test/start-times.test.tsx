// The first date format a page makes loads the browser's date data (several times 10 ms on a phone):
// the events list makes its start times' formats while its matches are on their way, so the pass
// that draws them does not pay for it. Its own file: the formats are made once per module.
import { screen, waitFor } from '@testing-library/react';
import { apiPath } from '@app/api/testing';
import { bookRoutes, renderSports, resetAll, setupTexts, startApi } from './harness.tsx';

beforeAll(setupTexts);
afterEach(() => {
  resetAll();
  jest.restoreAllMocks();
});

it('makes the start times’ date formats before the matches arrive, and none as it draws them', async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  const timeFormats = () => made.mock.calls.filter(([, options]) => options?.hour === '2-digit').length;
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const routes = bookRoutes();
  const list = routes[apiPath('/sports/events/list')]!;
  startApi({
    ...routes,
    [apiPath('/sports/events/list')]: async (call) => {
      await arrived;
      return list(call);
    },
  });
  renderSports('/sports');

  await waitFor(() => expect(timeFormats()).toBe(1));
  expect(document.querySelector('.sports-event')).toBeNull();
  release();
  // An upcoming match shows its start time.
  expect(await screen.findByText('Liverpool')).toBeInTheDocument();
  expect(timeFormats()).toBe(1);
});
