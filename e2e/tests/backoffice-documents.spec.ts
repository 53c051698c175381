// The identity documents' review in the back office against the real server: a player with a
// verified profile uploads the front of an identity document (a PNG) and a proof of address (a
// PDF) through the API; a compliance member opens the queue, looks at each file in the viewer,
// approves the identity document and rejects the other with a reason; the player's API then says
// the player is identity verified (level 3) and what became of each document. Desktop width,
// usable at tablet width; light and dark.
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { checkThemes, cli, createMember, DESKTOP, signIn } from '../support/backoffice.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, type Player } from '../support/player.ts';
import type { RunningServer } from '../support/server.ts';

test.use({ viewport: DESKTOP });

interface PlayerDocument {
  documentId: string;
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

/** A PNG of `width`×`height`, drawn by `paint` (RGB for each pixel), built byte by byte. */
function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    rows[start] = 0;
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), start + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Something like the front of an identity card: a band, a photo, lines of text. */
const IDENTITY_PNG = png(480, 300, (x, y) => {
  if (y < 56) return [31, 78, 140];
  if (x >= 24 && x < 144 && y >= 80 && y < 240) return [170, 178, 190];
  if (x >= 168 && x < 440 && (y - 88) % 36 < 12 && y < 240) return [92, 100, 112];
  return [236, 242, 250];
});

/** A one-page PDF saying what it is, with a correct cross-reference table. */
function pdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function playerCall<T>(server: RunningServer, player: Player, path: string, body: object = {}): Promise<T> {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: player.session.accessToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The player's details and email verified through the API, as the app does it: level 2, allowed to upload. */
async function verifiedPlayer(server: RunningServer): Promise<Player> {
  const player = await registerPlayer(server);
  await playerCall(server, player, '/user/update', {
    firstName: 'Ana',
    lastName: 'Silva',
    birthDate: '1990-04-05',
    country: 'PT',
    addressLine: 'Rua Augusta 100',
    city: 'Lisboa',
    postalCode: '1100-053',
    phone: '912 345 678',
  });
  await playerCall(server, player, '/user/email/verification-code/send');
  const { mails } = JSON.parse(await cli(server, 'outbox', '--to', player.email)) as { mails: { subject: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.subject === 'Your email verification code')?.text ?? '')?.[1];
  if (!code) throw new Error('no verification code in the outbox');
  await playerCall(server, player, '/user/email/verify/get', { code });
  const { userInfo } = await playerCall<{ userInfo: { kycLevel: number } }>(server, player, '/user/get');
  expect(userInfo.kycLevel).toBe(2);
  return player;
}

async function upload(server: RunningServer, player: Player, kind: string, file: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const response = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
    method: 'POST',
    headers: { authorization: player.session.accessToken },
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

/** Opens a document of the queue in the viewer; answers the viewer. */
async function openDocument(page: Page, kind: string, email: string): Promise<Locator> {
  await page.getByRole('button', { name: `Open ${kind} of ${email}` }).click();
  const viewer = page.getByRole('dialog', { name: `${kind} · ${email}` });
  await expect(viewer).toBeVisible();
  return viewer;
}

/** The viewer's image, loaded and drawn (a broken image has no natural width). */
async function expectImageShown(viewer: Locator, name: string): Promise<void> {
  const image = viewer.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(480);
}

test('a compliance member looks at the documents a player uploaded, approves the identity document and rejects the other with a reason', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const player = await verifiedPlayer(server);
  await upload(server, player, 'identity_front', IDENTITY_PNG, 'front.png', 'image/png');
  await upload(server, player, 'proof_of_address', pdf('Proof of address: Rua Augusta 100, Lisboa'), 'bill.pdf', 'application/pdf');
  const compliance = await createMember(server, 'compliance');
  const front = `Identity, front uploaded by ${player.email}`;
  // The page's policy must let the viewer show what it fetched (a refused frame is only said in the console).
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });

  // Other journeys on the same server may have documents of their own in the queue.
  const rows = page.getByTestId('document-row').filter({ hasText: player.email });

  await test.step('the queue shows both documents waiting, light and dark', async () => {
    await signIn(page, compliance);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link')).toHaveText(['Dashboard', 'Players', 'Documents', 'Settings', 'Audit']);
    await navigation.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('pending');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Identity, front' })).toContainText('PNG image');
    await expect(rows.filter({ hasText: 'Proof of address' })).toContainText('PDF');
    await expect(rows.first()).toContainText('Waiting');
    await expect(rows.first().getByRole('link', { name: player.email })).toHaveAttribute(
      'href',
      `/backoffice/players/${player.session.user.userId}`,
    );
    await checkThemes(page, () => expect(rows).toHaveCount(2));
  });

  await test.step('the viewer shows the image, light and dark', async () => {
    await checkThemes(page, async () => {
      const viewer = await openDocument(page, 'Identity, front', player.email);
      await expectImageShown(viewer, front);
      await expect(viewer.getByRole('heading', { level: 3, name: 'About the document' })).toBeVisible();
    });
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('usable at tablet width: the queue and the viewer fit', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(rows).toHaveCount(2);
    // The whole queue, its Open buttons included, without scrolling sideways.
    const table = page.getByRole('table', { name: 'Identity documents' });
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    const viewer = await openDocument(page, 'Identity, front', player.email);
    await expectImageShown(viewer, front);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await viewer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 768).toBe(true);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
    await page.setViewportSize(DESKTOP);
  });

  await test.step('the PDF opens in a titled frame, and is rejected with a reason', async () => {
    const viewer = await openDocument(page, 'Proof of address', player.email);
    const frame = viewer.locator('iframe');
    await expect(frame).toHaveAttribute('title', `Proof of address uploaded by ${player.email} (PDF)`);
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(viewer.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', /^blob:/);
    await viewer.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this document' });
    await dialog.getByLabel('Reason').fill('The bill is older than three months');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`Rejected: Proof of address of ${player.email}. They are told the reason.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    expect(refusedByPolicy).toEqual([]);
  });

  await test.step('the identity document is approved from the viewer', async () => {
    const viewer = await openDocument(page, 'Identity, front', player.email);
    await expectImageShown(viewer, front);
    await viewer.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this document?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Approved: Identity, front of ${player.email}. Their identity level is now 3.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows).toHaveCount(0);
  });

  await test.step("the player's API says the identity is verified and what became of each document", async () => {
    const { userInfo } = await playerCall<{ userInfo: { kycLevel: number } }>(server, player, '/user/get');
    expect(userInfo.kycLevel).toBe(3);
    const listed = await playerCall<{ documents: PlayerDocument[]; kycLevel: number }>(server, player, '/user/kyc/documents/list');
    expect(listed.kycLevel).toBe(3);
    expect(listed.documents.find((document) => document.kind === 'identity_front')).toMatchObject({ status: 'approved', reason: null });
    expect(listed.documents.find((document) => document.kind === 'proof_of_address')).toMatchObject({
      status: 'rejected',
      reason: 'The bill is older than three months',
    });
  });

  await test.step('the decided documents are under their states', async () => {
    await page.getByLabel('State').selectOption('approved');
    await expect(rows.filter({ hasText: 'Identity, front' })).toContainText('Approved');
    await page.getByLabel('State').selectOption('rejected');
    const rejected = rows.filter({ hasText: 'Proof of address' });
    await expect(rejected).toContainText('Rejected');
    const viewer = await openDocument(page, 'Proof of address', player.email);
    await expect(viewer).toContainText('The bill is older than three months');
    await expect(viewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });
});
