import { i18n } from '@app/i18n';
import { ApiError } from './errors.ts';
import { errorText, failureText } from './notify.ts';

describe('error text before translations are ready', () => {
  it("reads 'Error: {code}'", () => {
    expect(i18n.isInitialized).toBeFalsy();
    expect(errorText('GAME_NOT_FOUND', 'no such game')).toBe('Error: GAME_NOT_FOUND');
  });
});

describe('error text once translations are ready', () => {
  it("fills the text's placeholders from the error's meta", async () => {
    await i18n.init({
      lng: 'en',
      ns: ['error_codes'],
      resources: { en: { error_codes: { KYC_LEVEL_REQUIRED: 'Verify to level {{requiredLevel}} (you are at {{currentLevel}}).' } } },
    });
    expect(errorText('KYC_LEVEL_REQUIRED', 'server text', { requiredLevel: 2, currentLevel: 0 })).toBe('Verify to level 2 (you are at 0).');
    expect(errorText('UNKNOWN_REASON', 'server text')).toBe('server text');
  });

  it('formats a time of the meta in the player language, and picks the variant of the limit named', async () => {
    i18n.addResourceBundle('en', 'error_codes', {
      RG_LIMIT_REACHED: 'Limit reached.',
      RG_LIMIT_REACHED_deposit:
        'Deposit limit of {{amount}} reached; it resets on {{resetsAt, datetime(year: numeric; month: long; day: numeric; timeZone: UTC)}}.',
    });
    expect(
      errorText('RG_LIMIT_REACHED', 'server text', { limitType: 'deposit', amount: '100.00', resetsAt: '2026-12-01T00:00:00.000Z' }),
    ).toBe('Deposit limit of 100.00 reached; it resets on December 1, 2026.');
    expect(errorText('RG_LIMIT_REACHED', 'server text', { limitType: 'wager' })).toBe('Limit reached.');
  });

  it("writes the meta's amounts as money in its currency, as every amount of the app reads", async () => {
    i18n.addResourceBundle('en', 'error_codes', {
      AMOUNT_BELOW_MINIMUM: 'The amount is below the minimum of {{minAmount}}.',
      RG_LIMIT_REACHED_loss: 'Loss limit: {{used}} of {{amount}} lost.',
    });
    expect(errorText('AMOUNT_BELOW_MINIMUM', 'server text', { minAmount: '10.00', currency: 'EUR' })).toBe(
      'The amount is below the minimum of €10.00.',
    );
    expect(errorText('RG_LIMIT_REACHED', 'server text', { limitType: 'loss', used: '45', amount: '50.5', currency: 'TRY' })).toBe(
      'Loss limit: ₺45.00 of ₺50.50 lost.',
    );
  });
});

describe('what to tell the player about a failed call', () => {
  const words = { failed: 'That did not work.', connection: 'Check your connection.' };

  it("gives the catalogue's text for a coded refusal, the area's words otherwise, and nothing for a handled one", () => {
    i18n.addResourceBundle('en', 'error_codes', { GAME_NOT_FOUND: 'This game is not available.' });
    expect(failureText(new ApiError(404, { reason: 'GAME_NOT_FOUND' }), words)).toBe('This game is not available.');
    expect(failureText(new ApiError(500, {}), words)).toBe('That did not work.');
    expect(failureText(new TypeError('Failed to fetch'), words)).toBe('Check your connection.');
    expect(failureText(new ApiError(503, { reason: 'MAINTENANCE' }, true), words)).toBeNull();
    // A call that never got an answer says so even when the shell has seen it.
    expect(failureText(new ApiError(0, {}, true), words)).toBe('That did not work.');
    expect(failureText(new ApiError(0, { reason: 'NETWORK_ERROR' }, true), words)).toBe('Check your connection.');
    expect(failureText(null, words)).toBeNull();
  });
});
