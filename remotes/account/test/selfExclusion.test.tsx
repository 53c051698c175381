import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse } from '@app/api/testing';
import { authAtom, store } from '@app/state';
import { fakeTool } from './fakes/index.ts';
import { bodiesTo, errorCode, pageTests, renderAccount, shownDateTime, startApi, text, toasts } from './harness.tsx';

const NOW = '2026-06-15T12:00:00.000Z';
const ADD = '/user/responsible-gambling/config/add';
const in_ = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString();

pageTests({ clock: NOW, signedIn: true });

describe('taking a break', () => {
  it('asks a second time in a dialog before excluding the player, then signs the player out', async () => {
    const api = startApi();
    renderAccount('/responsible-gambling/self-exclusion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: text('exclusion.kind.self_exclusion') }));
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    expect(screen.getByText(text('exclusion.endsOn', { date: shownDateTime(in_(365)) }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('exclusion.start.self_exclusion') }));

    // The first ask sends nothing: the dialog says what it means and asks again.
    let dialog = screen.getByRole('dialog', { name: text('exclusion.confirm.self_exclusion', { duration: '1 year' }) });
    expect(dialog).toHaveAccessibleDescription(text('exclusion.confirmText', { date: shownDateTime(in_(365)) }));
    expect(bodiesTo(api, ADD)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text('exclusion.confirmNo') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesTo(api, ADD)).toEqual([]);

    await user.click(screen.getByRole('button', { name: text('exclusion.start.self_exclusion') }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: text('exclusion.confirmYes') }));
    // The server has ended every session: the app signs out at once, saying when the break ends.
    await waitFor(() => expect(store.get(authAtom).isLogin).toBe(false));
    expect(bodiesTo(api, ADD)).toEqual([{ type: 'self_exclusion', value: 365, confirm: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ message: text('exclusion.started', { date: shownDateTime(in_(365)) }), variant: 'success' });
  });

  it('offers a time-out of 1, 7 or 30 days and self-exclusion of 6 months, 1 year or 5 years', async () => {
    startApi();
    renderAccount('/responsible-gambling/self-exclusion');
    const user = userEvent.setup();
    const lengths = () => within(screen.getByRole('radiogroup', { name: text('exclusion.lengthLabel') })).getAllByRole('radio');
    await screen.findByRole('radiogroup', { name: text('exclusion.lengthLabel') });
    expect(lengths().map((radio) => radio.textContent)).toEqual(['1 day', '7 days', '30 days']);
    await user.click(screen.getByRole('radio', { name: text('exclusion.kind.self_exclusion') }));
    expect(lengths().map((radio) => radio.textContent)).toEqual(['6 months', '1 year', '5 years']);
    expect(screen.getByText(text('exclusion.warning'))).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the break could not be started', async () => {
    const api = startApi();
    api.use({ [apiPath(ADD)]: () => errorResponse(500, 'INTERNAL_ERROR') });
    renderAccount('/responsible-gambling/self-exclusion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: text('exclusion.start.cooling_off') }));
    const dialog = screen.getByRole('dialog', { name: text('exclusion.confirm.cooling_off', { duration: '7 days' }) });
    await user.click(within(dialog).getByRole('button', { name: text('exclusion.confirmYes') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorCode('INTERNAL_ERROR'));
    expect(bodiesTo(api, ADD)).toEqual([{ type: 'cooling_off', value: 7, confirm: true }]);
  });

  it('shows a break in force until when, with no way to end it early, and withdrawals still open', async () => {
    startApi({ tools: [fakeTool({ configId: 'x', type: 'cooling_off', value: 30, startsAt: NOW, endsAt: in_(30) })] });
    renderAccount('/responsible-gambling/self-exclusion');
    expect(await screen.findByText(text('exclusion.active.timeOut', { date: shownDateTime(in_(30)) }))).toBeInTheDocument();
    expect(screen.getByText(text('exclusion.active.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('exclusion.active.withdraw') })).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: text('exclusion.start.cooling_off') })).not.toBeInTheDocument());
  });
});
