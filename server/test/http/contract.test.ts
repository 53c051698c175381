import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { endpoints, ENDPOINT_PATHS, ERROR_REASONS, ERRORS, passwordPolicyViolations, DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';

const LANGUAGES = ['en', 'vi', 'hi', 'pt', 'es', 'tr'];

/** The endpoint table of spec section 7, written out. */
const SPEC_ENDPOINTS = [
  '/user/responsible-gambling/config/get',
  '/user/responsible-gambling/config/add',
  '/user/responsible-gambling/config/delete',
  '/wallet/responsible-gambling/configs/list',
  '/wallet/responsible-gambling/config/add',
  '/wallet/responsible-gambling/config/delete',
  '/user/auth/login',
  '/user/auth/register',
  '/user/auth/oauth',
  '/user/auth/logout',
  '/user/auth/refresh',
  '/user/get',
  '/user/auth/password/reset-code/send',
  '/user/auth/password/reset',
  '/user/email/verification-code/send',
  '/user/email/verify/get',
  '/user/update',
  '/user/kyc/filestore/upload',
  '/user/account/update',
  '/wallet/currencies/get',
  '/user/operator/account-settings/get',
  '/payment/channel/page',
  '/payment/deposit/initiate',
  '/review/withdraw',
  '/payment/transaction/page',
  '/wallet/balances/list',
  '/payment/address/get',
  '/payment/bankcard/list',
  '/payment/bankcard/add',
  '/payment/bankcard/update',
  '/payment/bankcard/delete',
  '/wallet/deposit-reward/user-sequence',
  '/wallet/balance/details',
  '/wallet/bonus-transfer',
  '/wallet/exchange-rates/base-currency',
  '/game/list',
  '/game/get',
  '/game/create-session',
  '/game/categories/list',
  '/game/bets/list',
  '/game/providers/list',
  '/user/vip/level/get',
  '/user/vip/operator/settings/get',
  '/user/vip/reward/slider/update',
  '/user/vip/reward/claimable/get',
  '/user/vip/reward/claim',
  '/user/vip/reward/claim/confirm',
];

/** Calls the product adds where the spec says nothing (each a deliberate addition). */
const BEYOND_SPEC = [
  // Sign-in with an identity provider: the providers on the screens, and the start of a sign-in.
  '/user/auth/oauth/providers',
  '/user/auth/oauth/start',
  // The player's identity documents and their review (the spec shows only the upload).
  '/user/kyc/documents/list',
  // The session the reality check shows (time played, result since sign-in).
  '/user/responsible-gambling/session/get',
  // Demo play for visitors, and the provably fair originals (the spec names only their routes).
  '/game/demo-session/create',
  // The player's favourites and recently played games (the home page's rows).
  '/game/favorites/list',
  '/game/favorites/set',
  '/game/recent/list',
  '/originals/settings/get',
  '/originals/seeds/get',
  '/originals/seeds/rotate',
  '/originals/dice/bet',
  '/originals/limbo/bet',
  '/originals/plinko/bet',
  '/originals/mines/start',
  '/originals/mines/reveal',
  '/originals/mines/cashout',
  '/originals/mines/active',
  // The sportsbook (the spec names only the /sports route).
  '/sports/settings/get',
  '/sports/list',
  '/sports/leagues/list',
  '/sports/events/list',
  '/sports/event/get',
  '/sports/bet/place',
  '/sports/bets/list',
  '/sports/bet/cashout/quote',
  '/sports/bet/cashout',
  // Giving up a bonus lot still wagering.
  '/wallet/bonus/forfeit',
];

describe('the contract', () => {
  it('has a request and a response schema for every endpoint of spec section 7, and only the additions listed', () => {
    assert.deepEqual([...ENDPOINT_PATHS].sort(), [...SPEC_ENDPOINTS, ...BEYOND_SPEC].sort());
    for (const path of ENDPOINT_PATHS) {
      assert.ok(endpoints[path].request && endpoints[path].response, path);
    }
  });

  it('has English text and real translations for every error reason in all six languages', () => {
    const english = JSON.parse(
      readFileSync(new URL('../../../shared/i18n/locales/en/error_codes.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const language of LANGUAGES) {
      const texts = JSON.parse(
        readFileSync(new URL(`../../../shared/i18n/locales/${language}/error_codes.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      for (const reason of ERROR_REASONS) {
        assert.ok(typeof texts[reason] === 'string' && texts[reason].length > 0, `${language} lacks ${reason}`);
        if (language !== 'en') assert.notEqual(texts[reason], english[reason], `${language} ${reason} is untranslated`);
      }
    }
  });

  it('gives every error reason one HTTP status, a client or server error', () => {
    assert.deepEqual(ERROR_REASONS, Object.keys(ERRORS));
    for (const reason of ERROR_REASONS) assert.ok(ERRORS[reason] >= 400 && ERRORS[reason] < 600, reason);
    assert.equal(ERRORS.USER_LOCKED, 423);
    assert.equal(ERRORS.MAINTENANCE, 503);
  });

  it('applies the default password policy: 8 characters, a lowercase letter, a digit', () => {
    const rules = DEFAULT_ACCOUNT_SETTINGS.passwordSettings;
    assert.deepEqual(passwordPolicyViolations('secret12', rules), []);
    assert.deepEqual(passwordPolicyViolations('secret1', rules), ['minCharacters']);
    assert.deepEqual(passwordPolicyViolations('SECRET123', rules), ['minLowercaseCharacters']);
    assert.deepEqual(passwordPolicyViolations('secretsecret', rules), ['minDigits']);
    assert.deepEqual(passwordPolicyViolations('Secret12!', { ...rules, minUppercaseCharacters: 2, minSpecialCharacters: 2 }), [
      'minUppercaseCharacters',
      'minSpecialCharacters',
    ]);
  });
});
