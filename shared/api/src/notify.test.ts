import { i18n } from '@app/i18n';
import { errorText } from './notify.ts';

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
});
