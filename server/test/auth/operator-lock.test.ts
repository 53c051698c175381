import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  OAUTH_CALLBACK_PATH,
  REALTIME_CLOSE_CODES,
  type OperatorAccountLock,
  type OperatorAuditEntry,
  type OperatorPlayerSession,
} from '@app/contract';
import {
  assertLedgerBalanced,
  deposit,
  login,
  moneyCall,
  openSocket,
  register,
  startServer,
  type SignedIn,
  type TestServer,
} from '../helpers.ts';
import { signInAtProvider, startOidcProvider, type ProviderAccount } from '../support/oidc-provider.ts';
import { createMember, postOperator, signIn } from '../support/staff.ts';

const REDIRECT_URI = `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`;
const CLIENT_ID = 'platform';
const CLIENT_SECRET = 'platform-client-secret-for-tests';

type Locked = { accountLock: OperatorAccountLock; changed: boolean; reason?: string };
type Unlocked = { accountLock: null; changed: boolean; reason?: string };

/**
 * The operator's lock on a player's account, tried the ways a player would get around it: a
 * password sign-in, a sign-in through an identity provider, a refresh with a token issued before
 * the lock, the next call of a session open at the time, and a socket.
 */
describe("the operator's lock on a player's account", () => {
  const accounts = new Map<string, ProviderAccount>();
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;
  let player: SignedIn & { password: string };
  let support: string;
  let supportEmail: string;

  before(async () => {
    provider = await startOidcProvider(
      { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI },
      accounts,
      'cookie-key',
    );
    server = await startServer();
    const set = await server.operator('/operator/oidc-providers/set', {
      id: 'local',
      name: 'Local ID',
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    player = await register(server);
    accounts.set('player-at-provider', { email: player.user.email, emailVerified: true });
    await deposit(server, player, '100.00');
    const member = await createMember(server, 'support');
    supportEmail = member.email;
    support = (await signIn(server, member)).token;
  });
  after(async () => {
    if (server) await assertLedgerBalanced(server);
    await server?.close();
    await provider?.close();
  });

  const lock = (user: string, reason: string, token = support) =>
    postOperator<Locked>(server, '/operator/players/lock', { user, reason }, token);
  const unlock = (user: string, token = support) => postOperator<Unlocked>(server, '/operator/players/unlock-account', { user }, token);
  const passwordSignIn = () =>
    server.post<{ reason?: string; accessToken?: string }>('/user/auth/login', { email: player.user.email, password: player.password });
  const providerSignIn = async () => {
    const started = await server.post<{ authorizationUrl: string }>('/user/auth/oauth/start', {
      provider: 'local',
      redirectUri: REDIRECT_URI,
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const callback = await signInAtProvider(started.body.authorizationUrl, 'player-at-provider', REDIRECT_URI);
    return server.post<{ reason?: string; accessToken?: string }>('/user/auth/oauth', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      ...(callback.searchParams.has('iss') ? { iss: callback.searchParams.get('iss') } : {}),
    });
  };

  it('is refused to a member whose role may not lock (finance) and asks a reason of a few words', async () => {
    const finance = (await signIn(server, await createMember(server, 'finance'))).token;
    for (const answer of [await lock(player.user.email, 'Chargeback dispute', finance), await unlock(player.user.email, finance)]) {
      assert.equal(answer.status, 403, JSON.stringify(answer.body));
      assert.equal(answer.body.reason, 'OPERATOR_FORBIDDEN');
    }
    const short = await lock(player.user.email, ' x ');
    assert.equal(short.status, 400, JSON.stringify(short.body));
    assert.equal(short.body.reason, 'VALIDATION_FAILED');
    const missing = await lock('nobody@example.com', 'Chargeback dispute');
    assert.equal(missing.body.reason, 'USER_NOT_FOUND');
    // Nothing was locked by any of these.
    assert.equal((await passwordSignIn()).status, 200);
  });

  it('ends every session and socket at once, refuses every way back in, and leaves the money as it was', async () => {
    // Before the lock: a withdrawal waiting for review, a second session, a socket, a refresh token.
    const withdrawal = await moneyCall<{ transaction: { transactionId: string } }>(server, player, '/review/withdraw', {
      channelId: 'usd-fiat-withdraw',
      currency: 'USD',
      amount: '30.00',
    });
    assert.equal(withdrawal.status, 200, JSON.stringify(withdrawal.body));
    const balanceBefore = await server.post<Record<string, unknown>>('/wallet/balance/details', { currency: 'USD' }, player.accessToken);
    assert.equal(balanceBefore.status, 200, JSON.stringify(balanceBefore.body));
    const second = await login(server, player.user.email, player.password);
    const socket = await openSocket(server);
    socket.send(JSON.stringify({ m: 'user.auth', p: { token: second.accessToken } }));
    await socket.next();

    const locked = await lock(player.user.email, '  Chargeback dispute opened by the bank  ');
    assert.equal(locked.status, 200, JSON.stringify(locked.body));
    assert.equal(locked.body.changed, true);
    assert.equal(locked.body.accountLock.lockedBy, supportEmail);
    assert.equal(locked.body.accountLock.reason, 'Chargeback dispute opened by the bank');

    // The open socket closes as an ended session's does; a new one is refused with the old token.
    assert.equal((await socket.closed).code, REALTIME_CLOSE_CODES.SESSION_REVOKED);
    const again = await openSocket(server);
    again.send(JSON.stringify({ m: 'user.auth', p: { token: player.accessToken } }));
    assert.equal((await again.closed).code, REALTIME_CLOSE_CODES.SESSION_REVOKED);

    // The signed-in player is out on their next call, told why.
    for (const token of [player.accessToken, second.accessToken]) {
      const call = await server.post<{ reason: string }>('/wallet/balance/details', { currency: 'USD' }, token);
      assert.equal(call.status, 403, JSON.stringify(call.body));
      assert.equal(call.body.reason, 'ACCOUNT_LOCKED');
    }
    // A refresh token issued before the lock gives no new session.
    const refreshed = await server.post<{ reason: string }>('/user/auth/refresh', { refreshToken: second.refreshToken });
    assert.equal(refreshed.status, 403, JSON.stringify(refreshed.body));
    assert.equal(refreshed.body.reason, 'ACCOUNT_LOCKED');
    // Neither does the password, nor the identity provider.
    const byPassword = await passwordSignIn();
    assert.equal(byPassword.status, 403, JSON.stringify(byPassword.body));
    assert.equal(byPassword.body.reason, 'ACCOUNT_LOCKED');
    assert.equal(byPassword.body.accessToken, undefined);
    const byProvider = await providerSignIn();
    assert.equal(byProvider.status, 403, JSON.stringify(byProvider.body));
    assert.equal(byProvider.body.reason, 'ACCOUNT_LOCKED');
    // A wrong password says only that: the lock is told to whoever knows the password alone.
    const guessed = await server.post<{ reason: string }>('/user/auth/login', { email: player.user.email, password: 'not-the-password' });
    assert.equal(guessed.body.reason, 'INVALID_CREDENTIALS');

    // Every session is over, ended by the lock.
    const sessions = await server.operator<{ sessions: OperatorPlayerSession[] }>('/operator/players/sessions', {
      user: player.user.userId,
    });
    assert.ok(sessions.body.sessions.length >= 2);
    for (const session of sessions.body.sessions) assert.equal(session.active, false, JSON.stringify(session));
    assert.ok(sessions.body.sessions.some((session) => session.endedReason === 'account_locked'));

    // The money: the withdrawal still waits for review, the balances are as they were.
    const queue = await server.operator<{ withdrawals: Array<{ transactionId: string; status: string }> }>('/operator/withdrawals/list', {
      limit: 200,
    });
    const waiting = queue.body.withdrawals.find((row) => row.transactionId === withdrawal.body.transaction.transactionId);
    assert.ok(waiting, 'the withdrawal is still in the review queue');
    const detail = await server.operator<{ balances: Array<{ currency: string; cash: string; pendingWithdrawal: string }> }>(
      '/operator/players/get',
      { user: player.user.userId },
    );
    const usd = detail.body.balances.find((row) => row.currency === 'USD');
    assert.equal(usd?.cash, '70.00');
    assert.equal(usd?.pendingWithdrawal, '30.00');
  });

  it('shows the lock to the operator, changes nothing when locked again, and is in the audit with who and why', async () => {
    const detail = await server.operator<{ player: { accountLock: OperatorAccountLock | null; lockedUntil: string | null } }>(
      '/operator/players/get',
      { user: player.user.email },
    );
    const shown = detail.body.player.accountLock;
    assert.ok(shown);
    assert.equal(shown.lockedBy, supportEmail);
    assert.equal(shown.reason, 'Chargeback dispute opened by the bank');
    // The failed-sign-in lock is another thing, and not in force.
    assert.equal(detail.body.player.lockedUntil, null);
    const listed = await server.operator<{ users: Array<{ userId: string; accountLockedAt: string | null }> }>('/operator/users/list', {
      search: player.user.email,
    });
    assert.equal(listed.body.users.find((row) => row.userId === player.user.userId)?.accountLockedAt, shown.lockedAt);

    const twice = await lock(player.user.userId, 'Another reason entirely');
    assert.equal(twice.status, 200, JSON.stringify(twice.body));
    assert.equal(twice.body.changed, false);
    assert.deepEqual(twice.body.accountLock, shown, 'the lock in force stands as it was');

    const audit = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', {
      action: 'players/lock',
      player: player.user.email,
    });
    const [repeated, first] = audit.body.entries;
    assert.ok(first && repeated, JSON.stringify(audit.body));
    assert.equal(first.actor.kind, 'staff');
    assert.equal(first.actor.kind === 'staff' ? first.actor.email : null, supportEmail);
    assert.equal(first.playerId, player.user.userId);
    assert.equal(first.reason, 'Chargeback dispute opened by the bank');
    assert.equal(first.before, null);
    assert.deepEqual(first.after, shown);
    assert.deepEqual(repeated.before, shown);
    assert.deepEqual(repeated.after, shown);
  });

  it('unlocks: the player signs in again, by password and through the provider; the old sessions stay ended', async () => {
    const unlocked = await unlock(player.user.email);
    assert.equal(unlocked.status, 200, JSON.stringify(unlocked.body));
    assert.deepEqual(unlocked.body, { accountLock: null, changed: true });
    const twice = await unlock(player.user.email);
    assert.deepEqual(twice.body, { accountLock: null, changed: false });

    const old = await server.post<{ reason: string }>('/wallet/balance/details', { currency: 'USD' }, player.accessToken);
    assert.equal(old.body.reason, 'SESSION_REVOKED');
    const byPassword = await passwordSignIn();
    assert.equal(byPassword.status, 200, JSON.stringify(byPassword.body));
    const call = await server.post('/wallet/balance/details', { currency: 'USD' }, byPassword.body.accessToken);
    assert.equal(call.status, 200, JSON.stringify(call.body));
    const byProvider = await providerSignIn();
    assert.equal(byProvider.status, 200, JSON.stringify(byProvider.body));

    const detail = await server.operator<{ player: { accountLock: unknown } }>('/operator/players/get', { user: player.user.email });
    assert.equal(detail.body.player.accountLock, null);
    const audit = await server.operator<{ entries: OperatorAuditEntry[] }>('/operator/audit/search', {
      action: 'players/unlock-account',
      player: player.user.email,
    });
    assert.equal(audit.body.entries.length, 2);
    assert.equal(audit.body.entries[1]?.after, null);
    assert.ok(audit.body.entries[1]?.before, 'the lock it lifted');
  });
});
