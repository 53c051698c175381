import type { PasswordSettings } from '@app/contract';

export type PasswordRule = keyof PasswordSettings;

export interface RuleCheck {
  rule: PasswordRule;
  required: number;
  met: boolean;
}

const COUNTERS: Record<PasswordRule, (chars: string[]) => number> = {
  minCharacters: (chars) => chars.length,
  minUppercaseCharacters: (chars) => chars.filter((ch) => /\p{Lu}/u.test(ch)).length,
  minLowercaseCharacters: (chars) => chars.filter((ch) => /\p{Ll}/u.test(ch)).length,
  minDigits: (chars) => chars.filter((ch) => /\p{Nd}/u.test(ch)).length,
  minSpecialCharacters: (chars) => chars.filter((ch) => !/[\p{L}\p{Nd}\s]/u.test(ch)).length,
};

const ORDER: PasswordRule[] = ['minCharacters', 'minLowercaseCharacters', 'minUppercaseCharacters', 'minDigits', 'minSpecialCharacters'];

/** The operator's password rules that apply (a count above 0), each with whether the password meets it. */
export function checkPassword(password: string, settings: PasswordSettings): RuleCheck[] {
  const chars = [...password];
  return ORDER.filter((rule) => settings[rule] > 0).map((rule) => ({
    rule,
    required: settings[rule],
    met: COUNTERS[rule](chars) >= settings[rule],
  }));
}

export function passwordAcceptable(password: string, settings: PasswordSettings): boolean {
  return checkPassword(password, settings).every((check) => check.met);
}
