import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';
import { store, userInfoAtom } from '@app/state';
import { bodiesTo, currentLocation, pageTests, renderAccount, signIn, startApi, text } from './harness.tsx';

pageTests();

/** An operator who lets everyone deposit, asks a verified email to play and verified details to withdraw. */
const GATED = {
  paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 2 },
  gameSettings: { ...DEFAULT_ACCOUNT_SETTINGS.gameSettings, minGameKycLevel: 1 },
};

const step = (name: string) =>
  screen.getByRole('heading', { level: 3, name: text(`kyc.steps.${name}.title`) }).closest('li') as HTMLElement;
const gate = (name: string) => screen.getByText(text(`kyc.gate.${name}`)).closest('li') as HTMLElement;

describe('the verification page', () => {
  it('shows a new player at level 0, what each step opens, and the way to the first one', async () => {
    signIn({ userInfo: { kycLevel: 0, emailVerified: false }, accountSettings: GATED });
    startApi();
    renderAccount('/kyc');
    expect(await screen.findByText(text('kyc.levelValue', { level: 0, max: 3, name: text('kyc.levels.0') }))).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: text('kyc.stepperLabel') });
    expect(within(stepper).getByText(text('kyc.steps.email.title')).closest('li')).toHaveAttribute('aria-current', 'step');

    expect(step('email')).toHaveAttribute('aria-current', 'step');
    expect(step('email')).toHaveTextContent(text('kyc.unlocks', { list: text('kyc.gate.play') }));
    expect(step('profile')).toHaveTextContent(text('kyc.unlocks', { list: text('kyc.gate.withdraw') }));
    expect(step('profile')).toHaveTextContent(text('kyc.status.later'));
    expect(within(step('email')).getByRole('link', { name: text('kyc.start') })).toHaveAttribute('href', '/kyc/verify-email');
    expect(screen.getByText(text('kyc.nextTitle', { step: text('kyc.steps.email.title') }))).toBeInTheDocument();

    expect(gate('deposit')).toHaveTextContent(text('kyc.gateOpen'));
    expect(gate('withdraw')).toHaveTextContent(text('kyc.gateLocked', { level: 2, name: text('kyc.levels.2') }));
    expect(gate('play')).toHaveTextContent(text('kyc.gateLocked', { level: 1, name: text('kyc.levels.1') }));
  });

  it('leads a player with a verified email to the details step', async () => {
    signIn({ userInfo: { kycLevel: 1, emailVerified: true }, accountSettings: GATED });
    startApi();
    renderAccount('/kyc');
    await screen.findByText(text('kyc.levelValue', { level: 1, max: 3, name: text('kyc.levels.1') }));
    expect(step('email')).toHaveTextContent(text('kyc.status.done'));
    expect(within(step('profile')).getByRole('link', { name: text('kyc.start') })).toHaveAttribute('href', '/kyc/verify-profile');
    expect(gate('play')).toHaveTextContent(text('kyc.gateOpen'));
    expect(gate('withdraw')).not.toHaveTextContent(text('kyc.gateOpen'));
  });

  it('counts the email step done once the address is verified, and leads on to the next', async () => {
    signIn({ userInfo: { kycLevel: 0, emailVerified: true } });
    startApi();
    renderAccount('/kyc');
    await screen.findByText(text('kyc.levelValue', { level: 0, max: 3, name: text('kyc.levels.0') }));
    expect(step('email')).toHaveTextContent(text('kyc.status.done'));
    expect(step('profile')).toHaveAttribute('aria-current', 'step');
  });

  it('tells a fully verified player that everything is open', async () => {
    signIn({ userInfo: { kycLevel: 3, emailVerified: true }, accountSettings: GATED });
    startApi();
    renderAccount('/kyc');
    expect(await screen.findByText(text('kyc.allDoneTitle'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text('kyc.start') })).not.toBeInTheDocument();
    for (const name of ['deposit', 'withdraw', 'play']) expect(gate(name)).toHaveTextContent(text('kyc.gateOpen'));
  });
});

describe('verifying the email', () => {
  const codeField = () => screen.getByRole('textbox', { name: text('verifyEmail.code') });

  it('sends a code, refuses a wrong one, and with the right one refreshes the details and returns to /kyc', async () => {
    signIn({ userInfo: { kycLevel: 0, emailVerified: false } });
    const api = startApi({ emailCode: '654321' });
    renderAccount('/kyc/verify-email');
    const user = userEvent.setup();
    expect(await screen.findByText(text('verifyEmail.intro', { email: 'player@example.com' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('verifyEmail.send') }));
    expect(await screen.findByText(text('verifyEmail.sent', { email: 'player@example.com' }))).toBeInTheDocument();
    expect(bodiesTo(api, '/user/email/verification-code/send')).toEqual([{}]);
    expect(codeField()).toHaveFocus();

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: text('verifyEmail.submit') }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(text('verifyEmail.errors.invalidCode'))));
    expect(codeField()).toHaveFocus();

    const loadsBefore = api.callsTo('/v1/user/get').length;
    await user.clear(codeField());
    await user.type(codeField(), '654 321');
    await user.click(screen.getByRole('button', { name: text('verifyEmail.submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/kyc'));
    expect(bodiesTo(api, '/user/email/verify/get')).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(api.callsTo('/v1/user/get').length).toBeGreaterThan(loadsBefore);
    expect(store.get(userInfoAtom)?.emailVerified).toBe(true);
    await waitFor(() => expect(step('email')).toHaveTextContent(text('kyc.status.done')));
  });

  it('says how long to wait when too many codes were asked for', async () => {
    signIn({ userInfo: { emailVerified: false } });
    startApi({ codeSendLimit: 0 });
    renderAccount('/kyc/verify-email');
    await userEvent.setup().click(await screen.findByRole('button', { name: text('verifyEmail.send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('verifyEmail.rateLimited', { wait: '60 seconds' }));
  });

  it('takes a code the player already has, and refuses one that is not six digits without sending it', async () => {
    signIn({ userInfo: { emailVerified: false } });
    const api = startApi();
    renderAccount('/kyc/verify-email');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text('verifyEmail.haveCode') }));
    await user.type(codeField(), '12a4');
    await user.click(screen.getByRole('button', { name: text('verifyEmail.submit') }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(text('verifyEmail.errors.codeFormat'))));
    expect(bodiesTo(api, '/user/email/verify/get')).toEqual([]);
    expect(bodiesTo(api, '/user/email/verification-code/send')).toEqual([]);
  });

  it('says so when the address is already verified', async () => {
    signIn({ userInfo: { emailVerified: true } });
    startApi();
    renderAccount('/kyc/verify-email');
    expect(await screen.findByText(text('verifyEmail.verifiedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('verifyEmail.backToKyc') })).toHaveAttribute('href', '/kyc');
    expect(screen.queryByRole('button', { name: text('verifyEmail.send') })).not.toBeInTheDocument();
  });
});
