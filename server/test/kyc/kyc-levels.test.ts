import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserInfo } from '@app/contract';
import { latestCode, register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

/** Levels 1 and 2: a confirmed email, then a complete profile of an adult with a real phone number. */
describe('verification levels', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const info = async (player: SignedIn) => (await server.post<{ userInfo: UserInfo }>('/user/get', {}, player.accessToken)).body.userInfo;
  const update = (player: SignedIn, body: object) =>
    server.post<{ userInfo: UserInfo; reason?: string; meta?: { issues?: Array<{ path: string }> } }>(
      '/user/update',
      body,
      player.accessToken,
    );
  const verifyEmail = async (player: SignedIn) => {
    assert.equal((await server.post('/user/email/verification-code/send', {}, player.accessToken)).status, 200);
    const code = await latestCode(server, player.user.email);
    assert.equal((await server.post('/user/email/verify/get', { code }, player.accessToken)).status, 200);
  };
  const adult = new Date();
  adult.setUTCFullYear(adult.getUTCFullYear() - 30);
  const PROFILE = {
    firstName: 'Ana',
    lastName: 'Lima',
    birthDate: adult.toISOString().slice(0, 10),
    country: 'BR',
    phone: '(11) 91234-5678',
    addressLine: 'Rua das Flores, 123',
    city: 'São Paulo',
    postalCode: '01310-100',
  };

  it('reaches level 1 with the email confirmed, and level 2 with a complete, valid profile', async () => {
    const player = await register(server);
    assert.equal((await info(player)).kycLevel, 0);
    await verifyEmail(player);
    assert.equal((await info(player)).kycLevel, 1);

    const child = new Date();
    child.setUTCFullYear(child.getUTCFullYear() - 17);
    const young = await update(player, { ...PROFILE, birthDate: child.toISOString().slice(0, 10) });
    assert.equal(young.status, 400);
    assert.equal(young.body.meta?.issues?.[0]?.path, 'birthDate');
    const wrongPhone = await update(player, { ...PROFILE, phone: '12345' });
    assert.equal(wrongPhone.body.meta?.issues?.[0]?.path, 'phone');
    const otherCountry = await update(player, { ...PROFILE, country: 'PT' });
    assert.equal(otherCountry.body.meta?.issues?.[0]?.path, 'phone', 'a Brazilian number is not a Portuguese one');
    assert.equal((await info(player)).firstName, null, 'a refused change writes nothing');

    await update(player, { firstName: 'Ana', lastName: 'Lima' });
    assert.equal((await info(player)).kycLevel, 1, 'incomplete: still level 1');
    const done = await update(player, PROFILE);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.userInfo.kycLevel, 2);
    assert.equal(done.body.userInfo.phone, '+5511912345678');
    assert.equal(done.body.userInfo.city, 'São Paulo');
  });

  it('keeps verified details fixed, while the nickname and language still change', async () => {
    const player = await register(server);
    await verifyEmail(player);
    await update(player, PROFILE);
    const locked = await update(player, { firstName: 'Anna' });
    assert.equal(locked.status, 409);
    assert.equal(locked.body.reason, 'PROFILE_LOCKED');
    assert.equal(
      (await update(player, { firstName: 'Ana', nickname: 'reef_fan', language: 'pt' })).status,
      200,
      'the same value is no change',
    );
    assert.equal((await info(player)).nickname, 'reef_fan');
  });

  it('verifies a complete profile when the email is confirmed after it', async () => {
    const player = await register(server);
    assert.equal((await update(player, PROFILE)).body.userInfo.kycLevel, 0);
    await verifyEmail(player);
    assert.equal((await info(player)).kycLevel, 2);
  });
});
