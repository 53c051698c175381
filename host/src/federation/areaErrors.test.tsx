import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AreaName, PageModule } from './remotes.ts';
import { pageLocation } from '../screens/pageLocation.ts';
import { renderAt, setupI18n, signOut } from '../__tests__/testUtils.tsx';

// A page of an area that fails to load and a loaded page that throws are different things to the
// player: the first is the area's translated "… is unavailable" with a retry; the second is the
// spec's error screen (section 2: 'An error occurred', the message, Back to Home, Reload).

jest.setTimeout(20_000);

beforeAll(setupI18n);
beforeEach(signOut);
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "odds")');
}

describe("an area's page", () => {
  it('that throws while drawn shows the error screen with its message, Back to Home and Reload, in the layout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const load = (area: AreaName, page: string): Promise<PageModule> =>
      Promise.resolve({ default: area === 'sports' ? Broken : () => <h1>{`${area}:${page}`}</h1> });
    renderAt('/sports', load);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Cannot read properties of undefined (reading "odds")');
    expect(screen.queryByText('Sports is unavailable right now')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(assign).toHaveBeenCalledWith('/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("that throws something without a message says 'Unknown error'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = (): Promise<PageModule> =>
      Promise.resolve({
        default: () => {
          throw new Error('');
        },
      });
    renderAt('/casino', load);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Unknown error');
  });

  it('that throws after an action (a render error later on) shows the error screen too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Later() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('The bet slip broke');
      return <button onClick={() => setBroken(true)}>Break</button>;
    }
    renderAt('/sports', () => Promise.resolve({ default: Later }));
    await userEvent.click(await screen.findByRole('button', { name: 'Break' }));
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The bet slip broke');
  });

  it('that cannot be loaded still shows the translated fallback with a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/sports', () => Promise.reject(new Error('remoteEntry.js 404')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Sports is unavailable right now' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).not.toBeInTheDocument();
  });
});
