import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { KycDocument, OperatorAuditEntry } from '@app/contract';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';
import { createMember, signIn } from '../support/staff.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f3d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe("an identity document's file for the back office's viewer", () => {
  let server: TestServer;
  let player: SignedIn;

  before(async () => {
    server = await startServer();
    player = await register(server);
    await server.platform.users.raiseKycLevel(player.user.userId, 2);
  });
  after(() => server.close());

  const upload = async (kind: string, content: Buffer, type: string): Promise<KycDocument> => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(content)], { type }), 'document');
    const response = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
      method: 'POST',
      headers: { authorization: player.accessToken },
      body: form,
    });
    const body = (await response.json()) as { document: KycDocument };
    assert.equal(response.status, 200, JSON.stringify(body));
    return body.document;
  };
  const fileAs = (token: string, documentId: string) =>
    fetch(`${server.url}/operator/kyc/file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ documentId }),
    });

  it('answers the file itself with its content type to compliance, and records who looked at it, never its content', async () => {
    const compliance = await signIn(server, await createMember(server, 'compliance'));
    for (const [kind, content, type] of [
      ['identity_front', PNG, 'image/png'],
      ['proof_of_address', PDF, 'application/pdf'],
    ] as const) {
      const document = await upload(kind, content, type);
      const response = await fileAs(compliance.token, document.documentId);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), type);
      assert.equal(response.headers.get('content-disposition'), 'inline');
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(Buffer.from(await response.arrayBuffer()), content);

      const search = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', {
        target: `kyc-document:${document.documentId}`,
      });
      const [entry] = search.body.entries;
      assert.ok(entry, 'the look is in the audit');
      assert.equal(search.body.entries.length, 1);
      assert.equal(entry.action, 'kyc/file');
      assert.equal(entry.playerId, player.user.userId);
      assert.deepEqual(entry.actor, {
        kind: 'staff',
        staffId: compliance.member.staffId,
        email: compliance.member.email,
        role: 'compliance',
      });
      assert.deepEqual(entry.after, {
        documentId: document.documentId,
        userId: player.user.userId,
        kind,
        contentType: type,
        size: content.length,
        status: 'pending',
      });
      assert.ok(!JSON.stringify(entry).includes(content.toString('base64')), 'the content is not in the audit');
    }
  });

  it('refuses a role without kyc.decide and answers NOT_FOUND for an unknown document, recording neither', async () => {
    const document = await upload('selfie', PNG, 'image/png');
    const support = await signIn(server, await createMember(server, 'support'));
    const refused = await fileAs(support.token, document.documentId);
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { reason: string }).reason, 'OPERATOR_FORBIDDEN');
    const unknown = await server.operator<{ reason: string }>('/operator/kyc/file', { documentId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.reason, 'NOT_FOUND');
    const search = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', { action: 'kyc/file' });
    assert.ok(search.body.entries.every((entry) => entry.target !== `kyc-document:${document.documentId}`));
    assert.ok(search.body.entries.every((entry) => entry.target !== 'kyc-document:00000000-0000-4000-8000-000000000000'));
  });

  it('records a look through the JSON view too', async () => {
    const document = await upload('identity_back', PNG, 'image/png');
    const viewed = await server.operator<{ data: string }>('/operator/kyc/view', { documentId: document.documentId });
    assert.equal(viewed.status, 200);
    assert.equal(viewed.body.data, PNG.toString('base64'));
    const search = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', { action: 'kyc/view' });
    assert.equal(search.body.entries[0]?.target, `kyc-document:${document.documentId}`);
    assert.deepEqual(search.body.entries[0]?.actor, { kind: 'service', name: 'service' });
  });
});
