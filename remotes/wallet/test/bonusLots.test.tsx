import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fakeBonusLot } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { store, walletAtom } from '@app/state';
import { formatMoney } from '@app/ui';
import { fakeChannel } from './fakes.ts';
import { bodiesTo, renderWallet, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en' });
const LOTS = () => [
  fakeBonusLot({ lotId: 'lot-open', expiresAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString() }),
  fakeBonusLot({ lotId: 'lot-done', amount: '50', remaining: '20', wageringRequired: '1500', wagered: '1500', status: 'completed' }),
];
const bonuses = async () => screen.findByRole('list', { name: text('bonusLots.title') });
const lotItem = (list: HTMLElement, amount: string) =>
  within(list)
    .getByText(text('bonusLots.name', { amount: usd(amount) }))
    .closest('li') as HTMLElement;

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the bonuses in the wallet', () => {
  it('shows each bonus with its wagering, its expiry and what it still holds', async () => {
    startApi({ channels: [fakeChannel()], balanceDetails: [{ currency: 'USD', operatorBonus: '120' }], bonusLots: LOTS() });
    renderWallet('/deposit');
    const list = await bonuses();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const open = lotItem(list, '100');
    const bar = within(open).getByRole('progressbar', {
      name: text('bonusLots.progress', { name: text('bonusLots.name', { amount: usd('100') }) }),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '33.33');
    expect(bar).toHaveAttribute('aria-valuetext', text('bonusLots.progressValue', { done: usd('1000'), required: usd('3000') }));
    expect(within(open).getByText(text('bonusLots.left', { amount: usd('100') }))).toBeInTheDocument();
    expect(within(open).getByText(/in 2 days/)).toBeInTheDocument();
    const done = lotItem(list, '50');
    expect(within(done).getByText(text('bonusLots.ready'))).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: text('bonusLots.forfeit') })).toBeNull();
    expect(screen.getByRole('link', { name: text('bonusLots.toBonusTab') })).toHaveAttribute('href', '/vip');
  });

  it('shows nothing of bonuses to a player without any', async () => {
    const api = startApi({ channels: [fakeChannel()] });
    renderWallet('/deposit');
    await waitFor(() => expect(api.callsTo('/v1/wallet/balance/details').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: text('bonusLots.title') })).toBeNull();
  });

  it('forfeits a bonus once the player confirms, once however often they tap', async () => {
    const api = startApi({ channels: [fakeChannel()], balanceDetails: [{ currency: 'USD', operatorBonus: '120' }], bonusLots: LOTS() });
    const user = userEvent.setup();
    renderWallet('/deposit');
    const list = await bonuses();
    await user.click(within(lotItem(list, '100')).getByRole('button', { name: text('bonusLots.forfeit') }));
    let dialog = await screen.findByRole('dialog', { name: text('bonusLots.forfeitTitle') });
    expect(dialog).toHaveAccessibleDescription(text('bonusLots.forfeitText', { amount: usd('100') }));
    await user.click(within(dialog).getByRole('button', { name: text('bonusLots.forfeitCancel') }));
    expect(api.callsTo('/v1/wallet/bonus/forfeit')).toHaveLength(0);

    await user.click(within(lotItem(list, '100')).getByRole('button', { name: text('bonusLots.forfeit') }));
    dialog = await screen.findByRole('dialog', { name: text('bonusLots.forfeitTitle') });
    await user.dblClick(within(dialog).getByRole('button', { name: text('bonusLots.forfeitConfirm') }));
    expect(await screen.findByText(text('bonusLots.forfeited', { amount: usd('100') }))).toBeInTheDocument();
    expect(bodiesTo(api, '/wallet/bonus/forfeit')).toEqual([{ lotId: 'lot-open' }]);
    expect(store.get(walletAtom).balances.find((entry) => entry.currency === 'USD')?.operatorBonus).toBe('20');
    await waitFor(() => expect(screen.queryByText(text('bonusLots.name', { amount: usd('100') }))).toBeNull());
    expect(screen.getByText(text('bonusLots.name', { amount: usd('50') }))).toBeInTheDocument();
  });

  it('says why a forfeit was refused, in the dialog', async () => {
    const api = startApi({ channels: [fakeChannel()], bonusLots: LOTS() });
    api.use({
      '/v1/wallet/bonus/forfeit': () => errorResponse(409, 'BONUS_LOT_NOT_WAGERING', { meta: { lotId: 'lot-open', status: 'expired' } }),
    });
    const user = userEvent.setup();
    renderWallet('/deposit');
    await user.click(within(lotItem(await bonuses(), '100')).getByRole('button', { name: text('bonusLots.forfeit') }));
    const dialog = await screen.findByRole('dialog', { name: text('bonusLots.forfeitTitle') });
    await user.click(within(dialog).getByRole('button', { name: text('bonusLots.forfeitConfirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(i18n.t('error_codes:BONUS_LOT_NOT_WAGERING'));
  });
});
