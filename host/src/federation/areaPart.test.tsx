import { screen, waitFor } from '@testing-library/react';
import { installFakeIntersectionObserver, type FakeIntersectionObserver } from '@app/ui/testing';
import type { AreaName, PageModule } from './remotes.ts';
import { renderAt, setupI18n, signOut } from '../__tests__/testUtils.tsx';

// Home is the casino's page, with the sportsbook's live row below it: the row's area is fetched only
// once home has loaded and the row's place nears the screen, and a row that cannot be had leaves
// home as it is.

beforeAll(setupI18n);
beforeEach(signOut);
let observer: FakeIntersectionObserver;
beforeEach(() => (observer = installFakeIntersectionObserver()));
afterEach(() => {
  observer.restore();
  jest.restoreAllMocks();
});

function loader(part: () => PageModule['default']) {
  const loads: string[] = [];
  const load = (area: AreaName, page: string): Promise<PageModule> => {
    loads.push(`${area}/${page}`);
    if (area === 'sports' && page === 'HomeLiveRow') return Promise.resolve({ default: part() });
    return Promise.resolve({ default: () => <h1>{`${area}:${page}`}</h1> });
  };
  return { load, loads };
}

describe("home's live row from the sportsbook", () => {
  it('is fetched only once its place nears the screen, and drawn below home', async () => {
    const { load, loads } = loader(() => () => <section aria-label="Live now">live matches</section>);
    renderAt('/', load);
    expect(await screen.findByRole('heading', { name: 'casino:Home' })).toBeInTheDocument();
    expect(loads).toEqual(['casino/Home']);
    const place = document.querySelector('[data-area-part="sports/HomeLiveRow"]');
    expect(place).not.toBeNull();
    observer.show(place!);
    expect(await screen.findByRole('region', { name: 'Live now' })).toBeInTheDocument();
    expect(loads).toEqual(['casino/Home', 'sports/HomeLiveRow']);
    // Below home's own content.
    const heading = screen.getByRole('heading', { name: 'casino:Home' });
    expect(heading.compareDocumentPosition(place!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves home as it is when the row fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = loader(() => () => {
      throw new Error('the sportsbook is down');
    });
    renderAt('/', load);
    await screen.findByRole('heading', { name: 'casino:Home' });
    observer.show(document.querySelector('[data-area-part="sports/HomeLiveRow"]')!);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('HomeLiveRow could not be shown'), expect.any(Error)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'casino:Home' })).toBeInTheDocument();
  });

  it('is not on the other pages', async () => {
    const { load, loads } = loader(() => () => null);
    renderAt('/casino', load);
    await screen.findByRole('heading', { name: 'casino:Casino' });
    expect(document.querySelector('[data-area-part]')).toBeNull();
    expect(loads).toEqual(['casino/Casino']);
  });
});
