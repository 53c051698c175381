// How the area's stylesheets lay out what the player reads: the rules of the area's own CSS files are
// put in the document (jest leaves a stylesheet import empty), so the browser's computed style of an
// element can be read as a phone would compute it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookRoutes, fakeEvent, fakeMarket, renderSports, resetAll, setupTexts, startApi, text } from './harness.tsx';

const LONG_HOME = 'Borussia Mönchengladbach Amateure';
const LONG_AWAY = 'Wolverhampton Wanderers Reserves';
const LONG_NAMES = fakeEvent({ id: 'evt-long', status: 'live', home: LONG_HOME, away: LONG_AWAY, mainMarket: fakeMarket('evt-long') });

let sheets: HTMLStyleElement[] = [];
/** Puts the area's stylesheets (as the build ships them) in the document. */
function useAreaStyles(...files: string[]): void {
  for (const file of files) {
    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(join(__dirname, '..', 'src', file), 'utf8');
    document.head.append(sheet);
    sheets.push(sheet);
  }
}

beforeAll(setupTexts);
afterEach(() => {
  for (const sheet of sheets) sheet.remove();
  sheets = [];
  resetAll();
});

describe('long team names', () => {
  it('wrap onto a second line on a live card on home instead of being cut off', async () => {
    useAreaStyles('shared/sports.css', 'features/live-row/live-row.css');
    startApi(bookRoutes([LONG_NAMES]));
    renderSports('/');
    const row = await screen.findByTestId('sports-live-row');
    const card = (await within(row).findByRole('link', { name: new RegExp(LONG_HOME) })).closest('li') as HTMLElement;
    for (const name of [LONG_HOME, LONG_AWAY]) {
      const style = getComputedStyle(within(card).getByText(name));
      expect(style.whiteSpace).not.toBe('nowrap');
      // Two lines at most, and a word too long for the column breaks rather than overflows.
      expect(style.getPropertyValue('-webkit-line-clamp')).toBe('2');
      expect(style.overflowWrap).toBe('anywhere');
    }
  });

  it('keep one line in the sportsbook’s list, so a long price beside them never makes a row taller', async () => {
    useAreaStyles('shared/sports.css', 'features/events/events.css');
    startApi(bookRoutes([LONG_NAMES]));
    renderSports('/sports');
    const live = await screen.findByRole('region', { name: text('events.live') });
    for (const name of [LONG_HOME, LONG_AWAY]) {
      const style = getComputedStyle(within(live).getByText(name));
      expect(style.whiteSpace).toBe('nowrap');
      expect(style.textOverflow).toBe('ellipsis');
    }
    // The whole names are in the match's accessible name.
    expect(within(live).getByRole('link', { name: new RegExp(`${LONG_HOME}.*${LONG_AWAY}`) })).toBeInTheDocument();
  });
});

describe('the bet slip', () => {
  it('sizes the odds change setting to its content, leaving no gap under it', async () => {
    // jsdom cascades by source order only (no specificity): the slip's rule, which outranks the shared
    // one in a browser whatever the order, goes last here.
    useAreaStyles('shared/sports.css', 'features/betslip/betslip.css');
    startApi(bookRoutes([LONG_NAMES]));
    const user = userEvent.setup();
    renderSports('/sports');
    const odds = await screen.findByRole('group', { name: text('events.oddsFor', { home: LONG_HOME, away: LONG_AWAY }) });
    await user.click(within(odds).getAllByRole('button')[0]!);
    await user.click(screen.getByRole('button', { name: text('slip.open', { count: 1 }) }));
    const setting = screen.getByLabelText(text('slip.oddsChange')).closest('.sports-setting') as HTMLElement;
    const style = getComputedStyle(setting);
    expect(style.flexGrow).toBe('0');
    expect(style.flexBasis).toBe('auto');
  });
});
