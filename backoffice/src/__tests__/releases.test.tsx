import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, fakeReleasesApi, memoryStorage } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
beforeEach(() => {
  // jsdom has no canvas: the chart gives its figures as a table.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

const MINUTE = '2026-11-20T09:58:00.000Z';

function signedInAs(role: string, path = '/backoffice/releases') {
  window.history.pushState({}, '', path);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
    ...fakeReleasesApi({
      releases: { casino: ['1.1.0-b', '1.0.0-a'], sports: ['2.1.0-y', '2.0.0-x'] },
      rollouts: {
        casino: { stable: '1.0.0-a', canary: '1.1.0-b', canaryPercent: 25 },
        sports: { stable: '2.0.0-x', canary: '2.1.0-y', canaryPercent: 10 },
      },
      figures: [
        { area: 'casino', version: '1.0.0-a', loads: 90, loadFailures: 1, renderErrors: 0, failureRate: 1 / 91 },
        { area: 'casino', version: '1.1.0-b', loads: 18, loadFailures: 1, renderErrors: 1, failureRate: 2 / 19 },
      ],
      history: {
        from: '2026-11-20T09:01:00.000Z',
        to: '2026-11-20T10:00:00.000Z',
        series: [
          { area: 'casino', version: '1.0.0-a', points: [{ at: MINUTE, loads: 30, loadFailures: 0, renderErrors: 0, failureRate: 0 }] },
          { area: 'casino', version: '1.1.0-b', points: [{ at: MINUTE, loads: 9, loadFailures: 1, renderErrors: 0, failureRate: 0.1 }] },
        ],
      },
    }),
  });
  render(<App storage={storage} />);
  return api;
}

const area = (name: string) => screen.findByRole('region', { name });

describe('the releases page', () => {
  it("shows each area's stable release, its canary with its share and state, its health and the release log", async () => {
    signedInAs('releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const casino = await area('Casino');
    expect(within(casino).getByTestId('stable-version')).toHaveTextContent('1.0.0-a');
    expect(within(casino).getByTestId('canary-version')).toHaveTextContent('1.1.0-b');
    expect(within(casino).getByTestId('canary-share')).toHaveTextContent('25 % of visitors');
    expect(within(casino).getByText('Canary running')).toBeInTheDocument();
    expect(within(await area('Wallet')).getByText('Its own build (no release set)')).toBeInTheDocument();

    // The chart's figures, as the table a browser without a canvas shows, and the totals.
    const chart = await within(casino).findByTestId('time-chart');
    expect(chart).toHaveTextContent('Casino: failed loads and render errors per page load, minute by minute');
    expect(chart).toHaveTextContent(/Latest, at .+: 1\.0\.0-a \(stable\): 0%, 1\.1\.0-b \(canary\): 10%/);
    const row = within(chart).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0%', '10%']);
    expect(within(chart).getByRole('columnheader', { name: '1.1.0-b (canary)' })).toBeInTheDocument();
    expect(await within(casino).findByRole('rowheader', { name: '1.1.0-b (canary)' })).toBeInTheDocument();
    expect(within(casino).getByTestId('health-figures')).toHaveTextContent('10.5%');
    expect(await screen.findByText('No release has been changed yet.')).toBeInTheDocument();
  });

  it('promotes a canary after its confirmation: the canary becomes the stable release and the log says so', async () => {
    const api = signedInAs('releases');
    const casino = await area('Casino');
    await userEvent.click(within(casino).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make 1.1.0-b the stable release of Casino?' });
    expect(api.calls.some((call) => call.path === '/operator/releases/promote')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));

    expect(await screen.findByText('Casino: 1.1.0-b is now the stable release.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/releases/promote').map((call) => call.body)).toEqual([{ area: 'casino' }]);
    await waitFor(() => expect(within(casino).getByTestId('stable-version')).toHaveTextContent('1.1.0-b'));
    expect(within(casino).getByTestId('canary-version')).toHaveTextContent('None');
    expect(within(casino).queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();
    const log = await screen.findByTestId('release-log');
    await waitFor(() =>
      expect(within(log).getAllByRole('row')[1]).toHaveTextContent('CasinoPromotereleases@operator.example1.0.0-a → 1.1.0-b'),
    );
  });

  it('aborts a canary after its confirmation, and a cancelled confirmation changes nothing', async () => {
    const api = signedInAs('releases');
    const sports = await area('Sports');
    await userEvent.click(within(sports).getByRole('button', { name: 'Abort' }));
    let dialog = await screen.findByRole('dialog', { name: 'Abort the canary 2.1.0-y of Sports?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/operator/releases/abort')).toBe(false);

    await userEvent.click(within(sports).getByRole('button', { name: 'Abort' }));
    dialog = await screen.findByRole('dialog', { name: 'Abort the canary 2.1.0-y of Sports?' });
    expect(dialog).toHaveTextContent('Every visitor is back on 2.0.0-x on their next page load.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abort' }));

    expect(await screen.findByText('Sports: the canary is aborted; every visitor is back on 2.0.0-x.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/releases/abort').map((call) => call.body)).toEqual([{ area: 'sports' }]);
    await waitFor(() => expect(within(sports).getByTestId('canary-version')).toHaveTextContent('None'));
    expect(within(sports).getByTestId('stable-version')).toHaveTextContent('2.0.0-x');
    expect(within(sports).getByText('Stable only')).toBeInTheDocument();
  });

  it('starts a canary of the chosen release for the share typed, once confirmed', async () => {
    const api = signedInAs('releases');
    const sports = await area('Sports');
    await userEvent.click(within(sports).getByRole('button', { name: 'Abort' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abort' }));
    await waitFor(() => expect(within(sports).getByTestId('canary-version')).toHaveTextContent('None'));

    const form = within(sports).getByRole('form', { name: 'Start a canary' });
    expect(within(form).getByRole('combobox', { name: 'Version' })).toHaveValue('2.1.0-y');
    const share = within(form).getByRole('spinbutton', { name: 'Share of visitors (%)' });
    await userEvent.clear(share);
    await userEvent.type(share, '100');
    expect(within(form).getByRole('button', { name: 'Start canary' })).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Start canary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show 2.1.0-y to 30 % of Sports visitors?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));

    expect(await screen.findByText('Sports: 2.1.0-y is shown to 30 % of visitors.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/releases/canary').map((call) => call.body)).toEqual([
      { area: 'sports', version: '2.1.0-y', percent: 30 },
    ]);
    await waitFor(() => expect(within(sports).getByTestId('canary-share')).toHaveTextContent('30 % of visitors'));
    expect(within(sports).getByTestId('canary-version')).toHaveTextContent('2.1.0-y');
  });

  it('says in the dialog why a change was refused, and reads the releases again', async () => {
    const api = signedInAs('releases');
    const casino = await area('Casino');
    // Another member (or the health check) ended the canary meanwhile.
    await fetch('/operator/releases/abort', { method: 'POST', body: JSON.stringify({ area: 'casino' }) });
    await userEvent.click(within(casino).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByText('This area has no canary release running.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/operator/releases/list').length).toBeGreaterThanOrEqual(2));
  });

  it('is not there for a role without releases.manage, and the page asks the server nothing of releases', async () => {
    const api = signedInAs('finance');
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Releases' })).not.toBeInTheDocument();
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/operator/releases/'))).toEqual([]);
  });
});
