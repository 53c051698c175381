import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { KYC_MAX_UPLOAD_BYTES, type KycDocument } from '@app/contract';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

/** The smallest files of each kind that their magic bytes say they are. */
const PNG = Buffer.concat([
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f3d0000000049454e44ae426082',
    'hex',
  ),
]);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 1),
  Buffer.from('ffd9', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** An executable named and declared as a photo. */
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(512, 0)]);

describe('identity documents', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const upload = async (player: SignedIn, kind: string | null, file: Buffer, name = 'passport.png', type = 'image/png') => {
    const form = new FormData();
    if (kind) form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    const response = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
      method: 'POST',
      headers: { authorization: player.accessToken },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { document: KycDocument; kycLevel: number; reason?: string } };
  };
  const verifiedProfile = async () => {
    const player = await register(server);
    await server.platform.users.raiseKycLevel(player.user.userId, 2);
    return player;
  };

  it('takes an image or a PDF by its content from a player with a verified profile, and nothing else', async () => {
    const early = await register(server);
    const refused = await upload(early, 'identity_front', PNG);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.reason, 'KYC_LEVEL_REQUIRED');

    const player = await verifiedProfile();
    const png = await upload(player, 'identity_front', PNG);
    assert.equal(png.status, 200, JSON.stringify(png.body));
    assert.equal(png.body.document.contentType, 'image/png');
    assert.equal(png.body.document.status, 'pending');
    // The name and the declared type count for nothing: the content decides.
    assert.equal((await upload(player, 'selfie', JPEG, 'me.pdf', 'application/pdf')).body.document.contentType, 'image/jpeg');
    assert.equal((await upload(player, 'proof_of_address', PDF, 'bill.png')).body.document.contentType, 'application/pdf');

    const executable = await upload(player, 'identity_back', ELF, 'passport.png', 'image/png');
    assert.equal(executable.status, 415);
    assert.equal(executable.body.reason, 'UNSUPPORTED_MEDIA_TYPE');
    const tooLarge = await upload(
      player,
      'identity_back',
      Buffer.concat([PDF, Buffer.alloc(KYC_MAX_UPLOAD_BYTES + 1024 * 1024)]),
      'big.pdf',
    );
    assert.equal(tooLarge.status, 413);
    assert.equal((await upload(player, null, PNG)).status, 400, 'the kind is required');
    const json = await server.post('/user/kyc/filestore/upload', { kind: 'selfie' }, player.accessToken);
    assert.equal(json.status, 415);

    const listed = await server.post<{ documents: KycDocument[] }>('/user/kyc/documents/list', {}, player.accessToken);
    assert.deepEqual(listed.body.documents.map((document) => document.kind).sort(), ['identity_front', 'proof_of_address', 'selfie']);
  });

  it('keeps the files outside anything served, out of other players’ reach, for the operator to view', async () => {
    const player = await verifiedProfile();
    const uploaded = await upload(player, 'identity_front', PNG);
    const { documentId } = uploaded.body.document;
    const folder = join(server.config.kycDir, player.user.userId);
    assert.deepEqual(readdirSync(folder), [documentId]);
    assert.ok(!existsSync(join(server.config.dataDir, 'public')));
    assert.equal((await fetch(`${server.url}/${documentId}`)).headers.get('content-type')?.startsWith('image/'), false);

    const other = await register(server);
    const theirs = await server.post<{ documents: KycDocument[] }>('/user/kyc/documents/list', {}, other.accessToken);
    assert.deepEqual(theirs.body.documents, []);
    const viewed = await server.operator<{ data: string; document: { userId: string } }>('/operator/kyc/view', { documentId });
    assert.equal(viewed.status, 200);
    assert.deepEqual(Buffer.from(viewed.body.data, 'base64'), PNG);
    assert.equal(viewed.body.document.userId, player.user.userId);
  });

  it('raises the player to level 3 on the approval of an identity document; a rejection tells the player why', async () => {
    const player = await verifiedProfile();
    const front = (await upload(player, 'identity_front', PNG)).body.document;
    const selfie = (await upload(player, 'selfie', JPEG)).body.document;
    const pending = await server.operator<{ documents: Array<{ documentId: string }> }>('/operator/kyc/list', { status: 'pending' });
    assert.ok(pending.body.documents.some((document) => document.documentId === front.documentId));

    const rejected = await server.operator<{ kycLevel: number }>('/operator/kyc/reject', {
      documentId: selfie.documentId,
      reason: 'The photo is too dark to see your face',
    });
    assert.equal(rejected.body.kycLevel, 2);
    const approved = await server.operator<{ kycLevel: number }>('/operator/kyc/approve', { documentId: front.documentId });
    assert.equal(approved.body.kycLevel, 3);
    const again = await server.operator('/operator/kyc/approve', { documentId: front.documentId });
    assert.equal(again.status, 409);
    assert.equal(again.body.reason, 'KYC_DOCUMENT_ALREADY_DECIDED');

    const info = await server.post<{ userInfo: { kycLevel: number } }>('/user/get', {}, player.accessToken);
    assert.equal(info.body.userInfo.kycLevel, 3);
    const listed = await server.post<{ documents: KycDocument[] }>('/user/kyc/documents/list', {}, player.accessToken);
    const seen = listed.body.documents.find((document) => document.documentId === selfie.documentId);
    assert.deepEqual([seen?.status, seen?.reason], ['rejected', 'The photo is too dark to see your face']);
  });
});
