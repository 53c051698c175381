import { i18n } from '@app/i18n';
import { errorText } from './notify.ts';

describe('error text before translations are ready', () => {
  it("reads 'Error: {code}'", () => {
    expect(i18n.isInitialized).toBeFalsy();
    expect(errorText('GAME_NOT_FOUND', 'no such game')).toBe('Error: GAME_NOT_FOUND');
  });
});
