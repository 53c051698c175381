import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { REALTIME_CLOSE_CODES, type KycDocument } from '@app/contract';
import { deposit, moneyCall, register, SOCKET_HOLDERS, startServer, type SignedIn, type TestServer } from '../helpers.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f3d0000000049454e44ae426082',
  'hex',
);

type Message = { m: string; p: Record<string, unknown> };

/** A real WebSocket that keeps every message it is sent, and waits for one by name. */
async function listen(server: TestServer) {
  const socket = new WebSocket(server.wsUrl);
  const messages: Message[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Message);
    for (const waiter of waiters.splice(0)) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const message = async (name: string, where: (message: Message) => boolean = () => true): Promise<Message> => {
    for (let waited = 0; waited < 100; waited += 1) {
      const found = messages.find((candidate) => candidate.m === name && where(candidate));
      if (found) return found;
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), closed]);
    }
    throw new Error(`no ${name} among ${JSON.stringify(messages.map((each) => each.m))}`);
  };
  return { socket, messages, closed, message, send: (value: object) => socket.send(JSON.stringify(value)) };
}

for (const holder of SOCKET_HOLDERS) {
  describe(`the back office's live events (${holder.name})`, () => {
    let server: TestServer;
    let player: SignedIn;

    before(async () => {
      server = await startServer({ env: { ...holder.env, REALTIME_OPERATOR_RECHECK_MS: '200' } });
      player = await register(server);
      await deposit(server, player, '200.00');
      await server.platform.users.raiseKycLevel(player.user.userId, 2);
    });
    after(() => server.close());

    const operatorSocket = async (token: string) => {
      const socket = await listen(server);
      socket.send({ m: 'operator.auth', p: { token } });
      return { ...socket, auth: (await socket.message('operator.auth')).p };
    };

    it("sends each member the topics their role may read, and pushes withdrawals, documents and the dashboard's changes; the player sees each decision", async () => {
      const financeMember = await createMember(server, 'finance');
      const finance = await operatorSocket((await signIn(server, financeMember)).token);
      const compliance = await operatorSocket((await signIn(server, await createMember(server, 'compliance'))).token);
      assert.deepEqual(finance.auth, { role: 'finance', topics: ['operator.withdrawals', 'operator.dashboard'] });
      assert.deepEqual(compliance.auth, { role: 'compliance', topics: ['operator.kyc'] });
      const playerSocket = await listen(server);
      playerSocket.send({ m: 'user.auth', p: { token: player.accessToken } });
      await playerSocket.message('user.auth');

      // A withdrawal requested, then approved.
      const requested = await moneyCall<{ transaction: { transactionId: string } }>(server, player, '/review/withdraw', {
        channelId: 'usd-fiat-withdraw',
        currency: 'USD',
        amount: '25.00',
      });
      assert.equal(requested.status, 200, JSON.stringify(requested.body));
      const { transactionId } = requested.body.transaction;
      const queued = await finance.message('operator.withdrawal', (each) => each.p.event === 'requested');
      assert.deepEqual((queued.p.withdrawal as { transactionId: string; userId: string; status: string }).userId, player.user.userId);
      assert.equal((queued.p.withdrawal as { transactionId: string }).transactionId, transactionId);
      assert.equal((await server.operator('/operator/withdrawals/approve', { transactionId })).status, 200);
      await finance.message('operator.withdrawal', (each) => each.p.event === 'decided');
      const seen = await playerSocket.message(
        'payment.transaction.update',
        (each) => each.p.transactionId === transactionId && each.p.status === 'success',
      );
      assert.equal(seen.p.type, 'withdraw');
      await finance.message('operator.dashboard.changed');

      // A document uploaded, then approved by compliance.
      const form = new FormData();
      form.append('kind', 'identity_front');
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'passport.png');
      const uploaded = await fetch(`${server.url}/v1/user/kyc/filestore/upload`, {
        method: 'POST',
        headers: { authorization: player.accessToken },
        body: form,
      });
      const { document } = (await uploaded.json()) as { document: KycDocument };
      assert.equal(uploaded.status, 200);
      const arrived = await compliance.message('operator.kyc.document', (each) => each.p.event === 'uploaded');
      assert.equal((arrived.p.document as { documentId: string; email: string }).documentId, document.documentId);
      assert.equal((arrived.p.document as { email: string }).email, player.user.email);
      const complianceToken = (await signIn(server, await createMember(server, 'compliance'))).token;
      const approved = await postOperator(server, '/operator/kyc/approve', { documentId: document.documentId }, complianceToken);
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      await compliance.message('operator.kyc.document', (each) => each.p.event === 'decided');
      const decision = await playerSocket.message('kyc.document.update');
      assert.deepEqual(
        { status: (decision.p.document as KycDocument).status, kycLevel: decision.p.kycLevel },
        { status: 'approved', kycLevel: 3 },
      );

      // Only those whose role may read a topic hear it.
      assert.ok(!compliance.messages.some((each) => each.m === 'operator.withdrawal' || each.m === 'operator.dashboard.changed'));
      assert.ok(!finance.messages.some((each) => each.m === 'operator.kyc.document'));
      assert.ok(!playerSocket.messages.some((each) => each.m.startsWith('operator.')));

      // A member disabled: their socket closes at the next check of the session.
      assert.equal((await server.operator('/operator/staff/disable', { member: financeMember.email })).status, 200);
      assert.equal(await finance.closed, REALTIME_CLOSE_CODES.SESSION_REVOKED);
      for (const socket of [compliance, playerSocket]) socket.socket.close();
    });

    it('refuses a wrong token and an operator topic asked for by topic.subscribe', async () => {
      const wrong = await listen(server);
      wrong.send({ m: 'operator.auth', p: { token: 'staff_not-a-session' } });
      assert.equal(await wrong.closed, REALTIME_CLOSE_CODES.AUTH_FAILED);
      const sneaky = await listen(server);
      sneaky.send({ m: 'topic.subscribe', p: { topic: 'operator.withdrawals' } });
      assert.equal(await sneaky.closed, REALTIME_CLOSE_CODES.AUTH_FAILED);
      const playerToken = await listen(server);
      playerToken.send({ m: 'operator.auth', p: { token: player.accessToken } });
      assert.equal(await playerToken.closed, REALTIME_CLOSE_CODES.AUTH_FAILED);
    });
  });
}
