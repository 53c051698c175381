import { File as PlatformFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse } from '@app/api/testing';
import { KYC_MAX_UPLOAD_BYTES } from '@app/contract';
import { i18n } from '@app/i18n';
import { store, userInfoAtom } from '@app/state';
import { yearsAgo } from '@app/ui/forms';
import { fakeDocument, kycRoutes } from './fakes/index.ts';
import { bodiesTo, currentLocation, pageTests, renderAccount, signIn, startApi, text, toasts } from './harness.tsx';

pageTests();

/** A player whose email is verified and who has given part of the details already. */
const EMAIL_VERIFIED = { kycLevel: 1, emailVerified: true, firstName: 'Ana' };
/** Every detail a verified profile holds, as the player gives them. */
const DETAILS = {
  firstName: 'Ana',
  lastName: 'Silva',
  birthDate: '1990-04-05',
  country: 'PT',
  phone: '+351912345678',
  addressLine: 'Rua Augusta 100',
  city: 'Lisboa',
  postalCode: '1100-053',
};
/** A player with verified details (level 2). */
const PROFILE_VERIFIED = { kycLevel: 2, emailVerified: true, ...DETAILS };

describe('verifying the details', () => {
  type User = ReturnType<typeof userEvent.setup>;
  const field = (key: string) => screen.getByLabelText(text(`verifyProfile.${key}`), { selector: 'input, select' });
  const phoneNumber = () => screen.getByRole('textbox', { name: text('verifyProfile.phone') });
  const submit = (user: User) => user.click(screen.getByRole('button', { name: text('verifyProfile.submit') }));

  /** Fills every field the player has not given yet (the first name comes from the account). */
  async function fillIn(user: User, overrides: { birthDate?: string; country?: string; phone?: string } = {}) {
    await user.type(field('lastName'), 'Silva');
    await user.type(field('birthDate'), overrides.birthDate ?? '1990-04-05');
    await user.selectOptions(field('country'), overrides.country ?? 'PT');
    await user.type(field('addressLine'), 'Rua Augusta 100');
    await user.type(field('city'), 'Lisboa');
    await user.type(field('postalCode'), '1100-053');
    await user.type(phoneNumber(), overrides.phone ?? '912 345 678');
  }

  it('asks for a verified email first', async () => {
    signIn({ userInfo: { kycLevel: 0, emailVerified: false } });
    startApi();
    renderAccount('/kyc/verify-profile');
    expect(await screen.findByText(text('verifyProfile.needsEmailTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('verifyProfile.needsEmailAction') })).toHaveAttribute('href', '/kyc/verify-email');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers every country by name, with its dial code beside the phone number, and starts from what the account holds', async () => {
    signIn({ userInfo: EMAIL_VERIFIED });
    startApi();
    renderAccount('/kyc/verify-profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('verifyProfile.formLabel') });
    expect(field('firstName')).toHaveValue('Ana');
    const country = field('country') as HTMLSelectElement;
    const names = [...country.options].slice(1).map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toContain('Portugal');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    await user.selectOptions(country, 'BR');
    expect(screen.getByRole('combobox', { name: i18n.t('forms.dialCode') })).toHaveDisplayValue('Brazil (+55)');
  });

  it('refuses a player under 18 in the form, and sends nothing', async () => {
    signIn({ userInfo: EMAIL_VERIFIED });
    const api = startApi();
    renderAccount('/kyc/verify-profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('verifyProfile.formLabel') });
    await fillIn(user, { birthDate: yearsAgo(17) });
    await submit(user);
    await waitFor(() =>
      expect(field('birthDate')).toHaveAccessibleDescription(expect.stringContaining(text('verifyProfile.errors.underAge', { age: 18 }))),
    );
    expect(field('birthDate')).toHaveFocus();
    expect(bodiesTo(api, '/user/update')).toEqual([]);
  });

  it('refuses a phone number that is not one of the country chosen, and sends nothing', async () => {
    signIn({ userInfo: EMAIL_VERIFIED });
    const api = startApi();
    renderAccount('/kyc/verify-profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('verifyProfile.formLabel') });
    // A Brazilian mobile number, with Portugal chosen.
    await fillIn(user, { country: 'PT', phone: '11 91234 5678' });
    await submit(user);
    await waitFor(() =>
      expect(phoneNumber()).toHaveAccessibleDescription(
        expect.stringContaining(text('verifyProfile.errors.phoneInvalid', { country: 'Portugal' })),
      ),
    );
    expect(phoneNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesTo(api, '/user/update')).toEqual([]);

    // The same number is one of Brazil's.
    await user.selectOptions(field('country'), 'BR');
    await waitFor(() => expect(phoneNumber()).not.toHaveAttribute('aria-invalid'));
  });

  it('sends every detail with the phone in international form, refreshes the details and returns to /kyc at level 2', async () => {
    signIn({ userInfo: EMAIL_VERIFIED });
    const api = startApi();
    renderAccount('/kyc/verify-profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('verifyProfile.formLabel') });
    await fillIn(user);
    const loadsBefore = api.callsTo('/v1/user/get').length;
    await submit(user);
    await waitFor(() => expect(currentLocation()).toBe('/kyc'));
    expect(bodiesTo(api, '/user/update')).toEqual([DETAILS]);
    expect(api.callsTo('/v1/user/get').length).toBeGreaterThan(loadsBefore);
    expect(toasts).toContainEqual({ message: text('verifyProfile.done'), variant: 'success' });
    expect(await screen.findByText(text('kyc.levelValue', { level: 2, max: 3, name: text('kyc.levels.2') }))).toBeInTheDocument();
    expect(store.get(userInfoAtom)?.kycLevel).toBe(2);
  });

  it('shows a refusal of the platform under the field it names', async () => {
    signIn({ userInfo: EMAIL_VERIFIED });
    const api = startApi();
    api.use({
      [apiPath('/user/update')]: () =>
        errorResponse(400, 'VALIDATION_FAILED', {
          meta: { issues: [{ path: 'phone', message: 'Not a phone number of the country chosen' }] },
        }),
    });
    renderAccount('/kyc/verify-profile');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: text('verifyProfile.formLabel') });
    await fillIn(user);
    await submit(user);
    await waitFor(() =>
      expect(phoneNumber()).toHaveAccessibleDescription(expect.stringContaining(text('verifyProfile.errors.phoneRefused'))),
    );
    expect(phoneNumber()).toHaveFocus();
    expect(bodiesTo(api, '/user/update')).toHaveLength(1);
    expect(currentLocation()).toBe('/kyc/verify-profile');
  });

  it('shows verified details read only, for support to correct', async () => {
    signIn({ userInfo: PROFILE_VERIFIED });
    startApi();
    renderAccount('/kyc/verify-profile');
    expect(await screen.findByText(text('verifyProfile.verifiedTitle'))).toBeInTheDocument();
    const details = screen.getByRole('region', { name: text('verifyProfile.detailsTitle') });
    expect(within(details).getByText('Silva')).toBeInTheDocument();
    expect(within(details).getByText('Portugal')).toBeInTheDocument();
    expect(within(details).getByText('+351 912 345 678')).toBeInTheDocument();
    expect(within(details).getByText('April 5, 1990')).toBeInTheDocument();
    expect(screen.getByText(text('verifyProfile.supportNote'))).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('verifying the identity', () => {
  const front = () => text('verifyIdentity.kinds.identity_front.title');
  const picker = (label: string, title = front()) => screen.getByLabelText(`${label} (${title})`);
  /**
   * A small PNG as the platform's fetch family sends it (jsdom's own File is not one its FormData
   * takes; in a browser the picker's file is).
   */
  const png = (name = 'front.png') =>
    new PlatformFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, {
      type: 'image/png',
    }) as unknown as File;

  const UPLOAD = '/user/kyc/filestore/upload';

  it('asks for verified details first', async () => {
    signIn({ userInfo: { kycLevel: 1, emailVerified: true } });
    startApi();
    renderAccount('/kyc/verify-identity');
    expect(await screen.findByText(text('verifyIdentity.needsProfileTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('verifyIdentity.needsProfileAction') })).toHaveAttribute('href', '/kyc/verify-profile');
  });

  it('shows how much of the file has been sent while it travels, as a progress bar with its percent', async () => {
    signIn({ userInfo: PROFILE_VERIFIED });
    const api = startApi();
    const platform = kycRoutes()[apiPath(UPLOAD)]!;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.use({
      [apiPath(UPLOAD)]: async (call) => {
        await answered;
        return platform(call);
      },
    });
    renderAccount('/kyc/verify-identity');
    const user = userEvent.setup();
    await screen.findByText(text('verifyIdentity.documentsEmpty'));
    await user.upload(picker(text('verifyIdentity.choose')), png());
    // The whole file has gone; the platform has not answered yet.
    const bar = await screen.findByRole('progressbar', { name: text('verifyIdentity.sendingFile', { name: 'front.png' }) });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '100%'));
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    await act(async () => release());
    expect(await screen.findByText(text('verifyIdentity.sent', { name: 'front.png' }))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the front of the document as multipart with its kind, then shows it in review', async () => {
    signIn({ userInfo: PROFILE_VERIFIED });
    const api = startApi();
    renderAccount('/kyc/verify-identity');
    const user = userEvent.setup();
    expect(await screen.findByText(text('verifyIdentity.documentsEmpty'))).toBeInTheDocument();
    const input = picker(text('verifyIdentity.choose'));
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    await user.upload(input, png());

    expect(await screen.findByText(text('verifyIdentity.inReviewTitle'))).toBeInTheDocument();
    const [call] = api.callsTo(apiPath(UPLOAD));
    expect(call?.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodiesTo(api, UPLOAD)).toEqual([{ kind: 'identity_front', file: { name: 'front.png', type: 'image/png', size: 10 } }]);
    // The kind comes first: the platform reads it before the file.
    expect(Object.keys(call?.body ?? {})).toEqual(['kind', 'file']);
    const documents = screen.getByRole('region', { name: text('verifyIdentity.documentsTitle') });
    expect(within(documents).getByText(front())).toBeInTheDocument();
    expect(within(documents).getByText(text('verifyIdentity.status.pending'))).toBeInTheDocument();
    expect(screen.getByText(text('verifyIdentity.sent', { name: 'front.png' }))).toBeInTheDocument();
    expect(screen.queryByLabelText(`${text('verifyIdentity.choose')} (${front()})`)).not.toBeInTheDocument();
    // The back and the selfie can still be sent.
    expect(picker(text('verifyIdentity.choose'), text('verifyIdentity.kinds.selfie.title'))).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    signIn({ userInfo: PROFILE_VERIFIED });
    const api = startApi();
    renderAccount('/kyc/verify-identity');
    const user = userEvent.setup();
    await screen.findByText(text('verifyIdentity.documentsEmpty'));
    const big = png('scan.png');
    Object.defineProperty(big, 'size', { value: KYC_MAX_UPLOAD_BYTES + 1 });
    await user.upload(picker(text('verifyIdentity.choose')), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('verifyIdentity.errors.tooLarge', { size: '10 MB', max: '10 MB' }));
    expect(picker(text('verifyIdentity.choose'))).toHaveAccessibleDescription(
      expect.stringContaining(text('verifyIdentity.errors.tooLarge', { size: '10 MB', max: '10 MB' })),
    );
    expect(api.callsTo(apiPath(UPLOAD))).toEqual([]);
  });

  it("shows a rejected document with the operator's reason, and takes another", async () => {
    signIn({ userInfo: PROFILE_VERIFIED });
    const api = startApi({
      documents: [fakeDocument({ status: 'rejected', reason: 'The photo is blurred', reviewedAt: '2026-06-02T09:00:00.000Z' })],
    });
    renderAccount('/kyc/verify-identity');
    const user = userEvent.setup();
    const documents = await screen.findByRole('region', { name: text('verifyIdentity.documentsTitle') });
    expect(within(documents).getByText(text('verifyIdentity.status.rejected'))).toBeInTheDocument();
    expect(within(documents).getByText(text('verifyIdentity.reason', { reason: 'The photo is blurred' }))).toBeInTheDocument();

    const again = picker(text('verifyIdentity.chooseAgain'));
    await user.click(within(documents).getByRole('button', { name: `${text('verifyIdentity.sendAgain')} (${front()})` }));
    expect(again).toHaveFocus();
    await user.upload(again, png('sharper.png'));
    expect(await screen.findByText(text('verifyIdentity.inReviewTitle'))).toBeInTheDocument();
    expect(bodiesTo(api, UPLOAD)).toEqual([{ kind: 'identity_front', file: { name: 'sharper.png', type: 'image/png', size: 10 } }]);
  });

  it('says the identity is verified at level 3', async () => {
    signIn({ userInfo: { ...PROFILE_VERIFIED, kycLevel: 3 } });
    startApi({ documents: [fakeDocument({ status: 'approved', reviewedAt: '2026-06-02T09:00:00.000Z' })] });
    renderAccount('/kyc/verify-identity');
    expect(await screen.findByText(text('verifyIdentity.verifiedTitle'))).toBeInTheDocument();
    expect(await screen.findByText(text('verifyIdentity.status.approved'))).toBeInTheDocument();
    expect(screen.queryByLabelText(`${text('verifyIdentity.choose')} (${front()})`)).not.toBeInTheDocument();
  });
});
