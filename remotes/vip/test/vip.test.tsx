import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fakeBonusLot } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { formatMoney } from '@app/ui';
import { currencyRateAtom, displayCurrencyAtom, store, walletAtom } from '@app/state';
import { fakeDepositReward, fakeVipReward, vipRoutes, type VipRoutesOptions } from './fakes.ts';
import { bodiesTo, renderVip, resetAll, setupTexts, signIn, signOut, startApi, text } from './harness.tsx';

const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en' });
const section = async (titleKey: string) =>
  (await screen.findByRole('heading', { level: 2, name: text(titleKey) })).closest('section, .surface-card') as HTMLElement;

function start(options: VipRoutesOptions = {}) {
  return startApi(vipRoutes(options));
}

beforeAll(setupTexts);
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the Bonus tab for a visitor', () => {
  beforeEach(() => signOut());

  it('shows the programme and the way in, without asking for a player’s data', async () => {
    const api = start();
    renderVip();
    expect(await screen.findByRole('heading', { name: text('visitor.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('visitor.signUp') })).toHaveAttribute('href', '/auth/sign-up');
    expect(screen.getByRole('link', { name: text('visitor.signIn') })).toHaveAttribute('href', '/auth/sign-in');
    expect(await screen.findByText(text('visitor.steps.claim.range', { min: '30%', max: '100%' }))).toBeInTheDocument();

    const ladder = await section('ladder.title');
    expect(
      within(ladder)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.vip-ladder__name')?.textContent),
    ).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(within(ladder).getByText(formatMoney('5000', 'USD', { decimals: 0, locale: 'en' }))).toBeInTheDocument();
    expect(api.callsTo('/v1/user/vip/level/get')).toHaveLength(0);
    expect(api.callsTo('/v1/user/vip/reward/claimable/get')).toHaveLength(0);
    expect(api.callsTo('/v1/wallet/balance/details')).toHaveLength(0);
  });
});

describe('the Bonus tab for a player', () => {
  beforeEach(() => signIn());

  it('shows the level with its progress in numbers, and marks it on the ladder', async () => {
    start({ wagered: '1200' });
    renderVip();
    const bar = await screen.findByRole('progressbar', { name: text('level.progressTo', { name: 'Gold' }) });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuetext', text('level.progressValue', { percent: '5%', progress: usd('200'), span: usd('4000') }));
    expect(screen.getByText('Silver', { selector: '.vip-level__title' })).toBeInTheDocument();
    expect(screen.getByText(text('level.number', { level: 1 }))).toBeInTheDocument();
    expect(screen.getByText(text('level.remaining', { amount: usd('3800'), name: 'Gold' }))).toBeInTheDocument();

    const ladder = await section('ladder.title');
    await waitFor(() => expect(ladder.querySelector('[aria-current="step"]')).toHaveTextContent('Silver'));
    expect(within(ladder).getByText(text('ladder.standing.reached'))).toBeInTheDocument();
    expect(within(ladder).getByText(text('ladder.standing.next'))).toBeInTheDocument();
  });

  it('shows the level’s amounts in the player’s currency, what is left to wager rounded up to the cent', async () => {
    store.set(walletAtom, { ...store.get(walletAtom), currency: 'EUR', balances: [{ currency: 'EUR', cash: '100', operatorBonus: '0' }] });
    store.set(displayCurrencyAtom, 'EUR');
    store.set(currencyRateAtom, { EUR: '0.923' });
    start({ wagered: '1200' });
    renderVip();
    const eur = (amount: string) => formatMoney(amount, 'EUR', { decimals: 2, locale: 'en' });
    const bar = await screen.findByRole('progressbar', { name: text('level.progressTo', { name: 'Gold' }) });
    // $200 of $4,000 at 0.923 EUR per USD; $3,800 still to wager is €3,507.40 exactly, $1 of it €0.923, shown €0.93.
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      text('level.progressValue', { percent: '5%', progress: eur('184.60'), span: eur('3692') }),
    );
    expect(screen.getByText(text('level.remaining', { amount: eur('3507.40'), name: 'Gold' }))).toBeInTheDocument();
    expect(bar.closest('.vip-level')).not.toHaveTextContent('$');
    const ladder = await section('ladder.title');
    expect(within(ladder).getByText(formatMoney('4615', 'EUR', { decimals: 0, locale: 'en' }))).toBeInTheDocument();
  });

  it('rounds what is left to wager up, never a cent short', async () => {
    store.set(displayCurrencyAtom, 'EUR');
    store.set(currencyRateAtom, { EUR: '0.923' });
    start({ wagered: '4999' });
    renderVip();
    const eur = (amount: string) => formatMoney(amount, 'EUR', { decimals: 2, locale: 'en' });
    expect(await screen.findByText(text('level.remaining', { amount: eur('0.93'), name: 'Gold' }))).toBeInTheDocument();
  });

  it('says so at the top of the ladder', async () => {
    start({ wagered: '30000' });
    renderVip();
    expect(await screen.findByText(text('level.top'))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: text('level.topLabel') })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says what earns rewards when there is nothing to claim', async () => {
    start({ rewards: [] });
    renderVip();
    expect(await screen.findByRole('heading', { name: text('rewards.emptyTitle') })).toBeInTheDocument();
    expect(screen.getByText(text('rewards.emptyText'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('rewards.emptyAction') })).toHaveAttribute('href', '/casino');
  });

  it('shows the quote before paying, pays once on a double click, and updates the balance', async () => {
    const api = start({ rewards: [fakeVipReward()] });
    const user = userEvent.setup();
    renderVip();
    const rewards = await section('rewards.title');
    await user.click(await within(rewards).findByRole('button', { name: new RegExp(text('rewards.claim')) }));

    const dialog = await screen.findByRole('dialog', { name: text('claim.title') });
    expect(within(dialog).getByText(text('claim.toCash')).closest('div')).toHaveTextContent(usd('8.40'));
    expect(within(dialog).getByText(text('claim.toBonus')).closest('div')).toHaveTextContent(usd('3.60'));
    expect(within(dialog).getByText(text('claim.total')).closest('div')).toHaveTextContent(usd('12.00'));
    // The wagering is a condition apart from the amounts received, never one of them.
    const amounts = within(dialog).getByText(text('claim.total')).closest('dl') as HTMLElement;
    expect(amounts).not.toHaveTextContent(usd('18.00'));
    expect(within(dialog).getByText(text('claim.condition', { amount: usd('18.00') }))).toBeInTheDocument();
    expect(api.callsTo('/v1/user/vip/reward/claim/confirm')).toHaveLength(0);

    await user.dblClick(within(dialog).getByRole('button', { name: text('claim.confirm') }));
    expect(await screen.findByText(text('claim.paidTitle'))).toBeInTheDocument();
    expect(api.callsTo('/v1/user/vip/reward/claim/confirm')).toHaveLength(1);
    expect(bodiesTo(api, '/user/vip/reward/claim/confirm')).toEqual([{ claimId: 'claim-1' }]);
    expect(api.callsTo('/v1/user/vip/reward/claim/confirm')[0]?.request.headers.get('idempotency-key')).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(store.get(walletAtom).balances).toEqual([{ currency: 'USD', cash: '108.40', operatorBonus: '3.60' }]);
    expect(await screen.findByRole('heading', { name: text('rewards.emptyTitle') })).toBeInTheDocument();
    const bonus = await section('bonus.title');
    await waitFor(() => expect(within(bonus).getByText(usd('3.60'))).toBeInTheDocument());
  });

  it('keeps the cash share within the bounds, reads it out, and saves it before the quote', async () => {
    const api = start({ rewards: [fakeVipReward()] });
    const user = userEvent.setup();
    renderVip();
    const slider = await screen.findByRole('slider', { name: text('split.label') });
    expect(slider).toHaveAttribute('min', '30');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('aria-valuetext', text('split.valueText', { cash: '70%', bonus: '30%' }));

    fireEvent.change(slider, { target: { value: '10' } });
    expect(slider).toHaveValue('30');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(slider).toHaveAttribute('aria-valuetext', text('split.valueText', { cash: '50%', bonus: '50%' }));
    const rewards = await section('rewards.title');
    expect(
      within(rewards)
        .getByText(text('split.cash', { share: '50%' }))
        .closest('p'),
    ).toHaveTextContent(usd('6.00'));

    await user.click(within(rewards).getByRole('button', { name: new RegExp(text('rewards.claim')) }));
    const dialog = await screen.findByRole('dialog', { name: text('claim.title') });
    expect(within(dialog).getByText(text('claim.toCash')).closest('div')).toHaveTextContent(usd('6.00'));
    expect(bodiesTo(api, '/user/vip/reward/slider/update')).toEqual([{ rewardId: 'reward-1', cashPercent: 50 }]);
    const order = api.calls.map((call) => call.path).filter((path) => path.startsWith('/v1/user/vip/reward/'));
    expect(order.indexOf('/v1/user/vip/reward/slider/update')).toBeLessThan(order.indexOf('/v1/user/vip/reward/claim'));
  });

  it('asks for the current amount once a quote has run out', async () => {
    const api = start({ rewards: [fakeVipReward()], settings: { claimQuoteSeconds: 1 } });
    api.use({ '/v1/user/vip/reward/claim/confirm': () => errorResponse(409, 'VIP_CLAIM_EXPIRED') });
    const user = userEvent.setup();
    renderVip();
    await user.click(await screen.findByRole('button', { name: new RegExp(text('rewards.claim')) }));
    const dialog = await screen.findByRole('dialog', { name: text('claim.title') });
    await user.click(within(dialog).getByRole('button', { name: text('claim.confirm') }));
    expect(await within(dialog).findByText(text('claim.expired'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('claim.requote') }));
    await waitFor(() => expect(api.callsTo('/v1/user/vip/reward/claim')).toHaveLength(2));
  });

  it('explains a refused claim in the player’s language', async () => {
    const api = start({ rewards: [fakeVipReward()] });
    api.use({ '/v1/user/vip/reward/claim': () => errorResponse(409, 'VIP_REWARD_NOT_CLAIMABLE') });
    await act(() => i18n.changeLanguage('es'));
    const user = userEvent.setup();
    renderVip();
    await user.click(await screen.findByRole('button', { name: new RegExp(text('rewards.claim', {}, 'es')) }));
    expect(await screen.findByText(i18n.t('error_codes:VIP_REWARD_NOT_CLAIMABLE', { lng: 'es' }))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Try again when the rewards could not be loaded', async () => {
    const api = start({ rewards: [fakeVipReward()] });
    api.use({ '/v1/user/vip/reward/claimable/get': () => errorResponse(500, 'INTERNAL_ERROR') });
    const user = userEvent.setup();
    renderVip();
    expect(await screen.findByRole('heading', { name: text('rewards.loadFailed') })).toBeInTheDocument();
    api.use(vipRoutes({ rewards: [fakeVipReward()] }));
    await user.click(screen.getByRole('button', { name: i18n.t('ui.retry') }));
    expect(await screen.findByRole('slider', { name: text('split.label') })).toBeInTheDocument();
  });

  it('keeps Move to cash unavailable until the wagering is met', async () => {
    const api = start({ balance: { operatorBonus: '50', wageringRequired: '250', wageringDone: '100' } });
    renderVip();
    const bonus = await section('bonus.title');
    const bar = await within(bonus).findByRole('progressbar', { name: text('bonus.wagering') });
    expect(bar).toHaveAttribute('aria-valuetext', text('bonus.wageringValue', { done: usd('100'), required: usd('250') }));
    expect(within(bonus).getByText(text('bonus.remaining', { amount: usd('150') }))).toBeInTheDocument();
    const move = within(bonus).getByRole('button', { name: text('bonus.transfer', { amount: usd('50') }) });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription(text('bonus.remaining', { amount: usd('150') }));
    expect(api.callsTo('/v1/wallet/bonus-transfer')).toHaveLength(0);
  });

  it('moves the bonus to cash once the wagering is met, once', async () => {
    const api = start({ balance: { operatorBonus: '50', wageringRequired: '250', wageringDone: '250' } });
    const user = userEvent.setup();
    renderVip();
    const bonus = await section('bonus.title');
    expect(await within(bonus).findByText(text('bonus.met'))).toBeInTheDocument();
    await user.dblClick(within(bonus).getByRole('button', { name: text('bonus.transfer', { amount: usd('50') }) }));
    expect(await within(bonus).findByText(text('bonus.moved', { amount: usd('50') }))).toBeInTheDocument();
    expect(bodiesTo(api, '/wallet/bonus-transfer')).toEqual([{ currency: 'USD', amount: '50' }]);
    expect(store.get(walletAtom).balances).toEqual([{ currency: 'USD', cash: '150.00', operatorBonus: '0.00' }]);
  });

  const TWO_LOTS = () => ({
    balance: { operatorBonus: '120', wageringRequired: '3000', wageringDone: '1000' },
    lots: [
      fakeBonusLot({
        lotId: 'lot-done',
        amount: '50',
        remaining: '20',
        wageringRequired: '1500',
        wagered: '1500',
        status: 'completed' as const,
      }),
      fakeBonusLot({ lotId: 'lot-open', expiresAt: new Date(Date.now() + 29 * 86_400_000 + 3_600_000).toISOString() }),
    ],
  });
  const lotItem = async (bonus: HTMLElement, amount: string) =>
    (await within(bonus).findByText(text('bonus.lots.name', { amount: usd(amount) }))).closest('li') as HTMLElement;

  it('shows each bonus with its wagering and expiry, and moves only the completed ones to cash', async () => {
    const api = start(TWO_LOTS());
    const user = userEvent.setup();
    renderVip();
    const bonus = await section('bonus.title');
    const list = await within(bonus).findByRole('list', { name: text('bonus.lots.label') });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const open = await lotItem(bonus, '100');
    const bar = within(open).getByRole('progressbar', {
      name: text('bonus.lots.progress', { name: text('bonus.lots.name', { amount: usd('100') }) }),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '33.33');
    expect(bar).toHaveAttribute('aria-valuetext', text('bonus.wageringValue', { done: usd('1000'), required: usd('3000') }));
    expect(within(open).getByText(/in 29 days/)).toBeInTheDocument();
    expect(within(open).getByText(text('bonus.lots.wagering'))).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: text('bonus.lots.forfeit') })).toBeEnabled();

    const done = await lotItem(bonus, '50');
    expect(within(done).getByText(text('bonus.lots.ready'))).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: text('bonus.lots.forfeit') })).toBeNull();

    // Only the 20 the completed bonus holds moves, not the whole bonus balance.
    const move = within(bonus).getByRole('button', { name: text('bonus.transfer', { amount: usd('20') }) });
    expect(move).toHaveAccessibleDescription(text('bonus.releasable', { amount: usd('20') }));
    await user.click(move);
    expect(await within(bonus).findByText(text('bonus.moved', { amount: usd('20') }))).toBeInTheDocument();
    expect(bodiesTo(api, '/wallet/bonus-transfer')).toEqual([{ currency: 'USD', amount: '20' }]);
  });

  it('keeps Move to cash unavailable while every bonus is still wagering', async () => {
    const api = start({ balance: { operatorBonus: '100', wageringRequired: '3000', wageringDone: '1000' }, lots: [fakeBonusLot()] });
    renderVip();
    const bonus = await section('bonus.title');
    await within(bonus).findByRole('list', { name: text('bonus.lots.label') });
    const move = within(bonus).getByRole('button', { name: text('bonus.transfer', { amount: usd('100') }) });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription(text('bonus.lotsWagering'));
    expect(api.callsTo('/v1/wallet/bonus-transfer')).toHaveLength(0);
  });

  it('forfeits a bonus only once the player confirms, and once however often they tap', async () => {
    const api = start(TWO_LOTS());
    const user = userEvent.setup();
    renderVip();
    const bonus = await section('bonus.title');
    const open = await lotItem(bonus, '100');

    // Asked first: keeping it sends nothing.
    await user.click(within(open).getByRole('button', { name: text('bonus.lots.forfeit') }));
    let dialog = await screen.findByRole('dialog', { name: text('bonus.forfeit.title') });
    expect(dialog).toHaveAccessibleDescription(text('bonus.forfeit.description', { amount: usd('100') }));
    await user.click(within(dialog).getByRole('button', { name: text('bonus.forfeit.cancel') }));
    expect(api.callsTo('/v1/wallet/bonus/forfeit')).toHaveLength(0);

    await user.click(within(open).getByRole('button', { name: text('bonus.lots.forfeit') }));
    dialog = await screen.findByRole('dialog', { name: text('bonus.forfeit.title') });
    await user.dblClick(within(dialog).getByRole('button', { name: text('bonus.forfeit.confirm') }));
    expect(await within(bonus).findByText(text('bonus.forfeit.done', { amount: usd('100') }))).toBeInTheDocument();
    expect(bodiesTo(api, '/wallet/bonus/forfeit')).toEqual([{ lotId: 'lot-open' }]);
    expect(api.callsTo('/v1/wallet/bonus/forfeit')[0]!.request.headers.get('idempotency-key')).toBeTruthy();
    expect(store.get(walletAtom).balances).toEqual([{ currency: 'USD', cash: '100', operatorBonus: '20.00' }]);
    // The bonus is gone from the list once the details come back; the completed one stays.
    await waitFor(() => expect(within(bonus).queryByText(text('bonus.lots.name', { amount: usd('100') }))).toBeNull());
    expect(within(bonus).getByText(text('bonus.lots.name', { amount: usd('50') }))).toBeInTheDocument();
  });

  it('says why a forfeit was refused, in the dialog', async () => {
    const api = start(TWO_LOTS());
    api.use({
      '/v1/wallet/bonus/forfeit': () => errorResponse(409, 'BONUS_LOT_NOT_WAGERING', { meta: { lotId: 'lot-open', status: 'expired' } }),
    });
    const user = userEvent.setup();
    renderVip();
    const open = await lotItem(await section('bonus.title'), '100');
    await user.click(within(open).getByRole('button', { name: text('bonus.lots.forfeit') }));
    const dialog = await screen.findByRole('dialog', { name: text('bonus.forfeit.title') });
    await user.click(within(dialog).getByRole('button', { name: text('bonus.forfeit.confirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(i18n.t('error_codes:BONUS_LOT_NOT_WAGERING'));
  });

  it('shows the deposit rewards in order and what the next deposit earns', async () => {
    start({
      depositRewards: [
        fakeDepositReward({ claimed: true }),
        fakeDepositReward({ sequence: 2, matchPercent: 50, maxBonus: '300' }),
        fakeDepositReward({ sequence: 3, matchPercent: 25, maxBonus: '200', wageringMultiplier: 35 }),
      ],
      nextSequence: 2,
    });
    renderVip();
    const deposits = await section('deposits.title');
    const next = (await within(deposits).findByText(text('deposits.nextTitle'))).closest('.vip-next') as HTMLElement;
    expect(next).toHaveTextContent(`${text('deposits.match', { percent: '50%' })} ${usd('300')}`);
    expect(next).toHaveTextContent(`${text('deposits.minimum')} ${usd('20')}`);
    expect(within(next).getByRole('link', { name: text('deposits.deposit') })).toHaveAttribute('href', '/deposit');
    const rows = within(within(deposits).getByRole('list', { name: text('deposits.listLabel') })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.badge')?.textContent ?? '')).toEqual([
      text('deposits.state.received'),
      text('deposits.state.next'),
      '',
    ]);
  });

  it('speaks the player’s language, down to the slider', async () => {
    start({ rewards: [fakeVipReward()] });
    await act(() => i18n.changeLanguage('tr'));
    renderVip();
    const slider = await screen.findByRole('slider', { name: text('split.label', {}, 'tr') });
    expect(slider).toHaveAttribute('aria-valuetext', text('split.valueText', { cash: '%70', bonus: '%30' }, 'tr'));
    expect(screen.getByRole('heading', { name: text('rewards.title', {}, 'tr') })).toBeInTheDocument();
  });
});
