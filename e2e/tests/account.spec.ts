import { checkThemes, seriousViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { operator, registerPlayer, signInAgain, useSession } from '../support/player.ts';

/** A 1×1 PNG, byte for byte: the smallest real image the platform takes as a document. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
interface ReviewedDocument {
  documentId: string;
  email: string;
  kind: string;
}

test('a newcomer verifies the email, the details and the identity, then sets a deposit limit and takes a time-out that deposits respect', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  const player = await registerPlayer(server, 'USD');
  await page.goto('/');
  await useSession(page, player);

  await test.step('verify the email with the code from the mail', async () => {
    await page.goto('/kyc/verify-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Code sent')).toBeVisible();
    const { mails } = JSON.parse(await operator(server, 'outbox', '--to', player.email)) as { mails: OutboxMail[] };
    const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.subject === 'Your email verification code')?.text ?? '')?.[1];
    expect(code).toBeDefined();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code!);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByText('Level 1 of 3: Email verified')).toBeVisible();
  });

  await test.step('verify the details: an under-age date and a foreign number are refused, then they are accepted', async () => {
    await page.goto('/kyc/verify-profile');
    const form = page.getByRole('form', { name: 'Your details' });
    await checkThemes(page, () => expect(form).toBeVisible(), { widths: [320, 430] });
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Silva');
    const thisYear = new Date().getFullYear();
    await form.getByLabel('Date of birth').fill(`${thisYear - 10}-01-15`);
    await form.getByLabel('Country of residence').selectOption('PT');
    await form.getByLabel('Address', { exact: true }).fill('Rua Augusta 100');
    await form.getByLabel('Town or city').fill('Lisboa');
    await form.getByLabel('Postal code').fill('1100-053');
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    // A Brazilian mobile number, with Portugal chosen.
    await phone.fill('11 91234 5678');
    await form.getByRole('button', { name: 'Verify my details' }).click();
    await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(/You must be at least 18 years old to play\./);
    await expect(phone).toHaveAccessibleDescription(/This is not a valid phone number for Portugal\./);
    await expect(page).toHaveURL(/\/kyc\/verify-profile$/);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Date of birth').fill('1990-04-05');
    await phone.fill('912 345 678');
    await form.getByRole('button', { name: 'Verify my details' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByText('Level 2 of 3: Details verified')).toBeVisible();

    // Verified details are read only, with the way to have them corrected.
    await page.goto('/kyc/verify-profile');
    await expect(page.getByText('Your details are verified', { exact: true })).toBeVisible();
    await expect(page.getByText('+351 912 345 678')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  await test.step('send the front of an identity document and see the operator approve it', async () => {
    await page.goto('/kyc/verify-identity');
    await checkThemes(page, () => expect(page.getByText('Your documents', { exact: true })).toBeVisible(), { widths: [320, 430] });
    await page
      .getByLabel('Choose a file (Front of your identity document)')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Your document is in review', { exact: true })).toBeVisible();
    const documents = page.getByRole('region', { name: 'Your documents', exact: true });
    await expect(documents.getByText('In review')).toBeVisible();

    const { documents: pending } = JSON.parse(await operator(server, 'kyc', 'list', '--status', 'pending')) as {
      documents: ReviewedDocument[];
    };
    const front = pending.find((document) => document.email === player.email && document.kind === 'identity_front');
    expect(front).toBeDefined();
    await operator(server, 'kyc', 'approve', front!.documentId);

    await page.goto('/kyc');
    await expect(page.getByText('Level 3 of 3: Identity verified')).toBeVisible();
    await expect(page.getByText('You are fully verified')).toBeVisible();
    await page.goto('/kyc/verify-identity');
    await expect(page.getByText('Your identity is verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your documents', exact: true }).getByText('Approved')).toBeVisible();
  });

  await test.step('set a daily deposit limit of 50 USD and be stopped by it when depositing 60', async () => {
    await page.goto('/responsible-gambling/limits/deposit');
    await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Limit amount' }).fill('50');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText(/Done: your limit of .*50\.00 applies now\./)).toBeVisible();

    await page.goto('/deposit');
    await page.getByRole('link', { name: /Demo Pay/ }).click();
    await expect(page).toHaveURL(/\/deposit\/fiat/);
    await page.getByRole('textbox', { name: 'Amount' }).fill('60');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This would go over your deposit limit' })).toContainText(/of \$50\.00 used/);
    await expect(page).toHaveURL(/\/deposit\/fiat/);
  });

  await test.step('take a 1-day time-out, confirmed twice, be signed out, and see deposits refused until it ends', async () => {
    await page.goto('/responsible-gambling/self-exclusion');
    await expect(page.getByRole('radio', { name: 'Time-out' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '1 day' })).toBeChecked();
    await page.getByRole('button', { name: 'Start a time-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a time-out of 1 day?' });
    await dialog.getByRole('button', { name: 'Yes, start it' }).click();
    const started = page.getByText(/^Your break has started\. It ends on /);
    await expect(started).toBeVisible();
    const until = /It ends on (.+?)\. You have been signed out/.exec((await started.textContent())!)![1]!;
    // Every session has ended: the app is signed out.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { isLogin?: boolean }).isLogin ?? false))
      .toBe(false);

    // Signing in again is allowed (to withdraw); the break shows, and deposits are refused.
    await useSession(page, await signInAgain(server, player));
    await page.goto('/responsible-gambling/self-exclusion');
    await expect(page.getByText(`You are on a time-out until ${until}`)).toBeVisible();

    await page.goto('/deposit');
    await page.getByRole('link', { name: /Demo Pay/ }).click();
    await expect(page).toHaveURL(/\/deposit\/fiat/);
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You are taking a break until' })).toContainText(until);
    await expect(page).toHaveURL(/\/deposit\/fiat/);
  });
});
