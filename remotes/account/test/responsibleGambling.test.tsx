import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, fakeApi, jsonResponse } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { cmsConfigAtom, DEFAULT_CMS_CONFIG, store } from '@app/state';
import { fakeLimit, fakeTool } from './fakes/index.ts';
import { bodiesTo, pageTests, renderAccount, shownDateTime, signIn, signOut, startApi, text } from './harness.tsx';

const NOW = '2026-06-15T12:00:00.000Z';
pageTests({ clock: NOW });
afterEach(() => store.set(cmsConfigAtom, DEFAULT_CMS_CONFIG));

const summary = () => screen.getByRole('list', { name: text('rg.summary.title') });
const toolForm = (type: 'session_reminder' | 'session_limit') => screen.getByRole('form', { name: text(`tools.${type}.title`) });

describe('responsible gambling for everyone', () => {
  it('explains it, lists the tools and where to get help, and invites a visitor to sign in', async () => {
    signOut();
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, support_email: 'help@example.com' });
    const api = fakeApi();
    renderAccount('/responsible-gambling');
    expect(screen.getByRole('heading', { level: 2, name: text('rg.about.title') })).toBeInTheDocument();
    for (const tool of ['deposit', 'loss', 'wager', 'session_reminder', 'session_limit', 'cooling_off', 'self_exclusion'])
      expect(screen.getByRole('heading', { level: 3, name: text(`rg.tools.${tool}.name`) })).toBeInTheDocument();
    const help = screen.getByRole('region', { name: text('rg.help.title') });
    expect(within(help).getByRole('link', { name: new RegExp(text('rg.help.gamblersAnonymous.name')) })).toHaveAttribute(
      'href',
      'https://www.gamblersanonymous.org',
    );
    expect(within(help).getByRole('link', { name: text('rg.help.support') })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: text('rg.visitor.signIn') })).toHaveAttribute('href', '/auth/sign-in');
    expect(screen.queryByRole('region', { name: text('rg.summary.title') })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    api.restore();
  });
});

describe("the player's own limits and tools", () => {
  it('sums up the limits of each kind and a break in force, each leading to where it is managed', async () => {
    signIn();
    startApi({
      now: () => new Date(),
      limits: [
        fakeLimit({ configId: 'a', period: 'weekly', amount: '500' }),
        fakeLimit({ configId: 'b', period: 'daily', amount: '100', pendingAmount: '200', effectiveAt: '2026-06-16T12:00:00.000Z' }),
      ],
      tools: [fakeTool({ configId: 't', type: 'cooling_off', value: 7, endsAt: '2026-06-20T12:00:00.000Z' })],
    });
    renderAccount('/responsible-gambling');
    const rows = within(await screen.findByRole('list', { name: text('rg.summary.title') })).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/responsible-gambling/limits/deposit',
      '/responsible-gambling/limits/loss',
      '/responsible-gambling/limits/wager',
      '/responsible-gambling/self-exclusion',
    ]);
    expect(rows[0]).toHaveTextContent(`${text('limits.period.daily')} $100.00 · ${text('limits.period.weekly')} $500.00`);
    expect(rows[0]).toHaveTextContent(text('limits.pendingBadge'));
    expect(rows[1]).toHaveTextContent(text('rg.summary.noLimit'));
    expect(rows[3]).toHaveTextContent(text('rg.summary.timeOutUntil', { date: shownDateTime('2026-06-20T12:00:00.000Z') }));
  });

  it('offers to try again when the summary cannot be loaded', async () => {
    signIn();
    const api = startApi();
    let calls = 0;
    api.use({
      [apiPath('/wallet/responsible-gambling/configs/list')]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse({ configs: [] });
      },
    });
    renderAccount('/responsible-gambling');
    expect(await screen.findByText(text('rg.summary.loadFailedTitle'))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('ui.retry') }));
    await waitFor(() => expect(summary()).toBeInTheDocument());
  });

  it('sets the reality check at once, and turns it off', async () => {
    signIn();
    const api = startApi();
    renderAccount('/responsible-gambling');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('tools.session_reminder.title') });
    const form = toolForm('session_reminder');
    expect(form).toHaveTextContent(text('tools.nowOff'));
    await user.selectOptions(within(form).getByRole('combobox', { name: text('tools.choose') }), '30');
    await user.click(within(form).getByRole('button', { name: text('tools.save') }));
    const every30 = text('tools.every', { duration: '30 minutes' });
    expect(await within(form).findByText(text('tools.savedNow', { value: every30 }))).toBeInTheDocument();
    expect(bodiesTo(api, '/user/responsible-gambling/config/add')).toEqual([{ type: 'session_reminder', value: 30 }]);
    await waitFor(() => expect(form).toHaveTextContent(text('tools.now', { value: every30 })));

    await user.selectOptions(within(form).getByRole('combobox', { name: text('tools.choose') }), 'off');
    await user.click(within(form).getByRole('button', { name: text('tools.save') }));
    expect(await within(form).findByText(text('tools.offNow'))).toBeInTheDocument();
    expect(bodiesTo(api, '/user/responsible-gambling/config/delete')).toEqual([{ configId: 'tool-new-1' }]);
    await waitFor(() => expect(form).toHaveTextContent(text('tools.nowOff')));
  });

  it('raises the session limit only after the cooling period, and says when', async () => {
    signIn();
    startApi({ tools: [fakeTool({ configId: 'limit', type: 'session_limit', value: 60 })] });
    renderAccount('/responsible-gambling');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('tools.session_limit.title') });
    const form = toolForm('session_limit');
    expect(form).toHaveTextContent(text('tools.now', { value: '1 hour' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: text('tools.choose') }), '120');
    await user.click(within(form).getByRole('button', { name: text('tools.save') }));
    const when = shownDateTime('2026-06-16T12:00:00.000Z');
    expect(await within(form).findByText(text('tools.savedPending', { value: '2 hours', date: when }))).toBeInTheDocument();
    await waitFor(() => expect(form).toHaveTextContent(text('tools.pendingValue', { value: '2 hours', date: when })));
    // Still in force until then.
    expect(form).toHaveTextContent(text('tools.now', { value: '1 hour' }));
  });
});
