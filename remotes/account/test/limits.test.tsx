import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limitChange, limitFormSchema } from '../src/features/limits/model/limitForm.ts';
import { fakeLimit } from './fakes/index.ts';
import { bodiesTo, currentLocation, pageTests, renderAccount, shownDateTime, startApi, text, toasts } from './harness.tsx';

const NOW = '2026-06-15T12:00:00.000Z';
const TOMORROW = '2026-06-16T12:00:00.000Z';
const ADD = '/wallet/responsible-gambling/config/add';
const DELETE = '/wallet/responsible-gambling/config/delete';
const LIST = '/wallet/responsible-gambling/configs/list';

pageTests({ clock: NOW, signedIn: true });

const DAILY = fakeLimit({ configId: 'daily-usd', period: 'daily', amount: '100', used: '20', resetsAt: '2026-06-16T00:00:00.000Z' });
const cardTitle = (period: string) => text('limits.cardTitle', { period: text(`limits.period.${period}`), currency: 'USD' });
const card = (period: string) => screen.getByRole('heading', { level: 3, name: cardTitle(period) }).closest('li') as HTMLElement;
const form = () => screen.getByRole('form', { name: text('limits.formTitle') });
const amountField = () => within(form()).getByRole('textbox', { name: text('limits.amount') });

describe('the limit form’s rules', () => {
  const decimals = (currency: string) => (currency === 'VND' ? 0 : 2);
  it('takes the amount in the currency’s own decimals', () => {
    expect(limitFormSchema(decimals).parse({ period: 'daily', currency: 'USD', amount: '12.5' })).toEqual({
      period: 'daily',
      currency: 'USD',
      amount: '12.5',
    });
    expect(limitFormSchema(decimals).safeParse({ period: 'daily', currency: 'VND', amount: '12.5' }).success).toBe(false);
    expect(limitFormSchema(decimals).safeParse({ period: 'daily', currency: 'USD', amount: '0' }).success).toBe(false);
  });

  it('tells a new limit, a lower one, a higher one and the same one apart', () => {
    expect(limitChange(undefined, '10')).toBe('new');
    expect(limitChange({ amount: '100' }, '99.99')).toBe('lower');
    expect(limitChange({ amount: '100' }, '100.01')).toBe('raise');
    expect(limitChange({ amount: '100' }, '100.00')).toBe('same');
  });
});

describe('money limits', () => {
  it('lists the limits of the kind in the address: use so far, when it resets, and a raise waiting', async () => {
    const api = startApi({
      limits: [
        DAILY,
        fakeLimit({ configId: 'weekly-usd', period: 'weekly', amount: '500', used: '450', pendingAmount: '800', effectiveAt: TOMORROW }),
        fakeLimit({ configId: 'loss', type: 'loss', period: 'monthly' }),
      ],
    });
    renderAccount('/responsible-gambling/limits/deposit');
    await screen.findByRole('heading', { level: 3, name: cardTitle('daily') });
    expect(bodiesTo(api, LIST)).toEqual([{ type: 'deposit' }]);
    expect(within(card('daily')).getByRole('progressbar', { name: text('limits.used') })).toHaveAttribute(
      'aria-valuetext',
      text('limits.usedOf', { used: '$20.00', amount: '$100.00' }),
    );
    expect(card('daily')).toHaveTextContent(text('limits.resetsAt', { date: shownDateTime('2026-06-16T00:00:00.000Z') }));
    expect(card('weekly')).toHaveTextContent(text('limits.pendingRaise', { amount: '$800.00', date: shownDateTime(TOMORROW) }));
    expect(screen.queryByRole('heading', { level: 3, name: cardTitle('monthly') })).not.toBeInTheDocument();
    expect(screen.getByText(text('limits.rulesText', { hours: 24 }))).toBeInTheDocument();
  });

  it('says when there is no limit yet, and sets a new one at once', async () => {
    const api = startApi();
    renderAccount('/responsible-gambling/limits/loss');
    expect(await screen.findByText(text('limits.emptyTitle'))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('radio', { name: text('limits.period.weekly') }));
    await user.type(amountField(), '250');
    expect(form()).toHaveTextContent(text('limits.outcome.new'));
    await user.click(within(form()).getByRole('button', { name: text('limits.save') }));
    expect(await within(form()).findByText(text('limits.savedNow', { amount: '$250.00' }))).toBeInTheDocument();
    expect(bodiesTo(api, ADD)).toEqual([{ type: 'loss', period: 'weekly', currency: 'USD', amount: '250' }]);
    expect(await screen.findByRole('heading', { level: 3, name: cardTitle('weekly') })).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
  });

  it('lowers a limit at once', async () => {
    const api = startApi({ limits: [DAILY] });
    renderAccount('/responsible-gambling/limits/deposit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text('limits.changeNamed', { limit: cardTitle('daily') }) }));
    await waitFor(() => expect(amountField()).toHaveValue('100'));
    expect(amountField()).toHaveFocus();
    await user.clear(amountField());
    await user.type(amountField(), '50');
    expect(form()).toHaveTextContent(text('limits.outcome.lower'));
    await user.click(within(form()).getByRole('button', { name: text('limits.save') }));
    expect(await within(form()).findByText(text('limits.savedNow', { amount: '$50.00' }))).toBeInTheDocument();
    expect(bodiesTo(api, ADD)).toEqual([{ type: 'deposit', period: 'daily', currency: 'USD', amount: '50' }]);
    await waitFor(() => expect(card('daily')).toHaveTextContent('$50.00'));
    expect(card('daily')).not.toHaveTextContent(text('limits.pendingBadge'));
  });

  it('raises a limit only after 24 hours, and shows the raise waiting', async () => {
    startApi({ limits: [DAILY] });
    renderAccount('/responsible-gambling/limits/deposit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text('limits.changeNamed', { limit: cardTitle('daily') }) }));
    await user.clear(amountField());
    await user.type(amountField(), '200');
    expect(form()).toHaveTextContent(text('limits.outcome.raise', { hours: 24, date: shownDateTime(TOMORROW) }));
    await user.click(within(form()).getByRole('button', { name: text('limits.save') }));
    expect(
      await within(form()).findByText(text('limits.savedPending', { amount: '$200.00', date: shownDateTime(TOMORROW) })),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(card('daily')).toHaveTextContent(text('limits.pendingRaise', { amount: '$200.00', date: shownDateTime(TOMORROW) })),
    );
    // The limit in force is still the lower one.
    expect(within(card('daily')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      text('limits.usedOf', { used: '$20.00', amount: '$100.00' }),
    );
  });

  it('keeps a limit as it is, cancelling the raise waiting', async () => {
    const api = startApi({ limits: [{ ...DAILY, pendingAmount: '300', effectiveAt: TOMORROW }] });
    renderAccount('/responsible-gambling/limits/deposit');
    await userEvent.setup().click(await screen.findByRole('button', { name: text('limits.keepNamed', { limit: cardTitle('daily') }) }));
    await waitFor(() => expect(card('daily')).not.toHaveTextContent(text('limits.pendingBadge')));
    expect(bodiesTo(api, ADD)).toEqual([{ type: 'deposit', period: 'daily', currency: 'USD', amount: '100' }]);
    expect(toasts).toContainEqual({ message: text('limits.kept'), variant: 'success' });
  });

  it('asks before removing a limit, which stays in force for 24 hours', async () => {
    const api = startApi({ limits: [DAILY] });
    renderAccount('/responsible-gambling/limits/deposit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text('limits.removeNamed', { limit: cardTitle('daily') }) }));
    const dialog = screen.getByRole('dialog', { name: text('limits.removeTitle') });
    expect(dialog).toHaveTextContent(text('limits.removeText', { hours: 24 }));
    expect(dialog).toHaveTextContent('$100.00');
    await user.click(within(dialog).getByRole('button', { name: text('limits.removeCancel') }));
    expect(bodiesTo(api, DELETE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: text('limits.removeNamed', { limit: cardTitle('daily') }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('limits.removeConfirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api, DELETE)).toEqual([{ configId: 'daily-usd' }]);
    expect(card('daily')).toHaveTextContent(text('limits.pendingRemoval', { date: shownDateTime(TOMORROW) }));
    expect(toasts).toContainEqual({ message: text('limits.removeAsked', { hours: 24 }), variant: 'success' });
  });

  it('refuses an empty amount and sends nothing', async () => {
    const api = startApi();
    renderAccount('/responsible-gambling/limits/wager');
    await screen.findByText(text('limits.emptyTitle'));
    await userEvent.setup().click(within(form()).getByRole('button', { name: text('limits.save') }));
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    expect(amountField()).toHaveFocus();
    expect(bodiesTo(api, ADD)).toEqual([]);
  });

  it('moves between the kinds of limit in the address', async () => {
    const api = startApi();
    renderAccount('/responsible-gambling/limits/deposit');
    await screen.findByText(text('limits.emptyTitle'));
    await userEvent.setup().click(screen.getByRole('radio', { name: text('limits.kind.wager') }));
    expect(currentLocation()).toBe('/responsible-gambling/limits/wager');
    await waitFor(() => expect(bodiesTo(api, LIST)).toEqual([{ type: 'deposit' }, { type: 'wager' }]));
    expect(screen.getByText(text('limits.about.wager'))).toBeInTheDocument();
  });

  it('says plainly when the address names no kind of limit', async () => {
    const api = startApi();
    renderAccount('/responsible-gambling/limits/bonus');
    expect(screen.getByText(text('limits.unknownTitle'))).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: text('limits.kindLabel') })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/responsible-gambling/limits/deposit',
      '/responsible-gambling/limits/loss',
      '/responsible-gambling/limits/wager',
    ]);
    expect(bodiesTo(api, LIST)).toEqual([]);
  });
});
