// Access tokens: a token checked once is remembered, and what is remembered never outlives the
// token or lets another one through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TokenSigner } from '../../src/auth/tokens.ts';

const USER = '6f1c1c8e-8f55-4e55-9a4c-3d2f1b0f7a11';
const SESSION = '0b9f2f9a-7c1e-4c5e-8a43-5b1f6d2e9c01';

test('a remembered token still expires, and a changed one is refused', async () => {
  const signer = new TokenSigner('a secret of the platform, long enough', 60);
  const now = Date.now();
  const token = await signer.sign(USER, SESSION, now);

  const first = signer.verifySync(token, now);
  const again = signer.verifySync(token, now + 1_000);
  assert.equal(first.ok, true);
  assert.deepEqual(again, first);
  assert.equal(first.ok && first.claims.sid, SESSION);

  const later = signer.verifySync(token, now + 61_000);
  assert.equal(later.ok, false);
  assert.equal(!later.ok && later.reason, 'TOKEN_EXPIRED');
  assert.equal(later.claims?.sub, USER);

  const [header, payload, signature] = token.split('.');
  const flipped = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
  assert.deepEqual(signer.verifySync(flipped, now), { ok: false, reason: 'TOKEN_INVALID' });
  const otherPlatform = new TokenSigner('another platform entirely, same length', 60);
  assert.deepEqual(otherPlatform.verifySync(token, now), { ok: false, reason: 'TOKEN_INVALID' });
});

test('a token refused once is refused every time (only good tokens are remembered)', async () => {
  const signer = new TokenSigner('a secret of the platform, long enough', 60);
  const token = await new TokenSigner('a different secret, just as long!!', 60).sign(USER, SESSION);
  for (let i = 0; i < 3; i += 1) assert.deepEqual(signer.verifySync(token), { ok: false, reason: 'TOKEN_INVALID' });
});
