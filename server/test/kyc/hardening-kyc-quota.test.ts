import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { KYC_MAX_PENDING_BYTES, KYC_MAX_PENDING_DOCUMENTS, KYC_MAX_UPLOADS_PER_DAY, type KycDocument } from '@app/contract';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f3d0000000049454e44ae426082',
  'hex',
);
/** A PNG of about `bytes` (its signature, then padding). */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]);

type Answer = { status: number; body: { document?: KycDocument; reason?: string; meta?: Record<string, unknown> } };

/** A player's identity documents take bounded room: so many waiting for review, so many bytes, so many a day. */
describe('identity document quota', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const upload = async (player: SignedIn, file: Buffer = PNG): Promise<Answer> => {
    const form = new FormData();
    form.append('kind', 'identity_front');
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'passport.png');
    const response = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
      method: 'POST',
      headers: { authorization: player.accessToken },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const verifiedProfile = async () => {
    const player = await register(server);
    await server.platform.users.raiseKycLevel(player.user.userId, 2);
    return player;
  };
  const stored = async (player: SignedIn) =>
    (await server.post<{ documents: KycDocument[] }>('/user/kyc/documents/list', {}, player.accessToken)).body.documents ?? [];

  it(`keeps at most ${KYC_MAX_PENDING_DOCUMENTS} documents waiting for review, even sent all at once`, async () => {
    const player = await verifiedProfile();
    const answers = await Promise.all(Array.from({ length: KYC_MAX_PENDING_DOCUMENTS + 5 }, () => upload(player)));
    const taken = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    assert.equal(taken.length, KYC_MAX_PENDING_DOCUMENTS);
    for (const answer of refused) {
      assert.equal(answer.status, 429);
      assert.equal(answer.body.reason, 'KYC_UPLOAD_QUOTA_REACHED');
      assert.equal(answer.body.meta?.maxPendingDocuments, KYC_MAX_PENDING_DOCUMENTS);
    }
    assert.equal((await upload(player)).body.reason, 'KYC_UPLOAD_QUOTA_REACHED');

    // Once the operator has decided one, there is room for one more.
    const rejected = await server.operator('/operator/kyc/reject', { documentId: taken[0]!.body.document!.documentId, reason: 'Blurred' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal((await upload(player)).status, 200);
    assert.equal((await upload(player)).body.reason, 'KYC_UPLOAD_QUOTA_REACHED');
  });

  it('keeps at most so many bytes waiting for review', async () => {
    const player = await verifiedProfile();
    const size = 9 * 1024 * 1024;
    const fit = Math.floor(KYC_MAX_PENDING_BYTES / size);
    for (let index = 0; index < fit; index += 1) assert.equal((await upload(player, bigPng(size))).status, 200);
    const over = await upload(player, bigPng(size));
    assert.equal(over.status, 429);
    assert.equal(over.body.reason, 'KYC_UPLOAD_QUOTA_REACHED');
    assert.equal(over.body.meta?.maxPendingBytes, KYC_MAX_PENDING_BYTES);
    assert.equal((await stored(player)).length, fit);
    // A small one still fits.
    assert.equal((await upload(player)).status, 200);
  });

  it(`takes at most ${KYC_MAX_UPLOADS_PER_DAY} uploads a day, reviewed ones included`, async () => {
    const player = await verifiedProfile();
    for (let index = 0; index < KYC_MAX_UPLOADS_PER_DAY; index += 1) {
      const answer = await upload(player);
      assert.equal(answer.status, 200, `upload ${index + 1}: ${JSON.stringify(answer.body)}`);
      await server.operator('/operator/kyc/reject', { documentId: answer.body.document!.documentId, reason: 'Blurred' });
    }
    const over = await upload(player);
    assert.equal(over.body.reason, 'KYC_UPLOAD_QUOTA_REACHED');
    assert.equal(over.body.meta?.maxUploadsPerDay, KYC_MAX_UPLOADS_PER_DAY);
  });
});
