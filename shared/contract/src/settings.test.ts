import { DEFAULT_ACCOUNT_SETTINGS, parseAccountSettings } from './account-settings.ts';
import { accountSettingsSchema, type AccountSettings } from './settings.ts';
import { ACCOUNT_SETTINGS_GROUPS, STRICT_ACCOUNT_SETTINGS } from './testing.ts';

describe('account settings read from an answer', () => {
  it('keeps a whole answer as it is', () => {
    expect(parseAccountSettings(STRICT_ACCOUNT_SETTINGS)).toEqual(STRICT_ACCOUNT_SETTINGS);
  });

  it.each(ACCOUNT_SETTINGS_GROUPS)("an answer without %s takes that group from the spec's defaults and keeps the others", (missing) => {
    const sent: Partial<AccountSettings> = { ...STRICT_ACCOUNT_SETTINGS };
    delete sent[missing];
    expect(parseAccountSettings(sent)).toEqual({ ...STRICT_ACCOUNT_SETTINGS, [missing]: DEFAULT_ACCOUNT_SETTINGS[missing] });
  });

  it("takes each missing field from the spec's defaults (section 3)", () => {
    expect(
      parseAccountSettings({
        passwordSettings: { minCharacters: 10 },
        securitySettings: { passwordExpiryDays: 30 },
        gameSettings: { minGameKycLevel: 2 },
        paymentSettings: {},
      }),
    ).toEqual({
      passwordSettings: { minCharacters: 10, minUppercaseCharacters: 0, minLowercaseCharacters: 1, minSpecialCharacters: 0, minDigits: 1 },
      securitySettings: { maxPasswordRetries: 0, passwordExpiryDays: 30, passwordHistoryLimits: 0 },
      gameSettings: { noGameWithoutDeposit: true, minGameKycLevel: 2 },
      paymentSettings: { minDepositKycLevel: 0, minWithdrawKycLevel: 0 },
    });
  });

  it('an empty, missing or malformed answer is the defaults; a field of the wrong kind takes its default', () => {
    expect(parseAccountSettings({})).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(parseAccountSettings(undefined)).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(parseAccountSettings(null)).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(parseAccountSettings('settings')).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(parseAccountSettings({ passwordSettings: null, gameSettings: 'on' })).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    const odd = parseAccountSettings({
      passwordSettings: { ...STRICT_ACCOUNT_SETTINGS.passwordSettings, minCharacters: '12', minDigits: -1 },
      gameSettings: { noGameWithoutDeposit: 'no', minGameKycLevel: 1 },
    });
    expect(odd.passwordSettings).toEqual({ ...STRICT_ACCOUNT_SETTINGS.passwordSettings, minCharacters: 8, minDigits: 1 });
    expect(odd.gameSettings).toEqual({ noGameWithoutDeposit: true, minGameKycLevel: 1 });
  });
});

describe('the reading without zod and the contract agree', () => {
  const probes: unknown[] = [-1, 0, 1, 2, 255, 256, 257, 1000, 1001, 1.5, '3', true, false, null, undefined, Number.NaN];
  it.each(ACCOUNT_SETTINGS_GROUPS)('takes a %s field exactly when the contract accepts it', (group) => {
    for (const field of Object.keys(DEFAULT_ACCOUNT_SETTINGS[group])) {
      for (const probe of probes) {
        const sent = { ...DEFAULT_ACCOUNT_SETTINGS, [group]: { ...DEFAULT_ACCOUNT_SETTINGS[group], [field]: probe } };
        const contractTakes = accountSettingsSchema.safeParse(sent).success;
        const read = parseAccountSettings(sent)[group] as Record<string, unknown>;
        expect({ field, probe, taken: Object.is(read[field], probe) }).toEqual({ field, probe, taken: contractTakes });
      }
    }
  });
});
